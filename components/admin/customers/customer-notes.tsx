'use client';

import { useState, type FormEvent } from 'react';
import { addCustomerNote } from '@/lib/client/admin-customers';
import { isClientError } from '@/lib/client/bff-call';
import type { CustomerNote } from '@/lib/schemas/admin-customers';
import { when } from '../orders/order-when';

/** The owner's notes on a customer, newest first, and a box to add one. */
export function CustomerNotes({
  customerId,
  notes,
  onAdded,
}: {
  customerId: string;
  notes: CustomerNote[];
  onAdded: (note: CustomerNote) => void;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setSaved(false);
    const result = await addCustomerNote(customerId, draft);
    setSaving(false);
    if (isClientError(result)) {
      setError(result.error);
      return;
    }
    setError('');
    setDraft('');
    setSaved(true);
    onAdded(result);
  }

  return (
    <section className="admin-order__panel" aria-labelledby="customer-notes">
      <h2 id="customer-notes">Notes</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label className="field__label" htmlFor="customer-note">
          Add a note (only you see it)
        </label>
        <textarea
          id="customer-note"
          className="input"
          rows={3}
          maxLength={2000}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'customer-note-error' : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        {error && (
          <p id="customer-note-error" className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Add note'}
        </button>
        {saved && (
          <p role="status" className="admin-order__muted">
            Note added.
          </p>
        )}
      </form>
      {notes.length === 0 ? (
        <p className="admin-order__muted">No notes yet.</p>
      ) : (
        <ul className="customer-notes" data-testid="customer-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p>{note.body}</p>
              <p className="admin-order__muted">
                {note.author ?? 'Former staff'} ·{' '}
                <time dateTime={note.createdAt}>{when(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
