'use client';

import { useState } from 'react';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { addOrderNote } from '@/lib/client/admin-orders';
import { isClientError } from '@/lib/client/stores';
import { ORDER_DESK_MESSAGES, ORDER_NOTE_MAX_LENGTH } from '@/lib/order-desk';
import { orderNoteBodySchema, type OrderNote, type OrderNoteBody } from '@/lib/schemas/order-desk';
import { when } from './order-when';

/**
 * Staff notes on the order, oldest first, each with who wrote it and when, and a box to add one.
 * The customer never sees them; the panel says so, since owners coming from other tools expect it.
 */
export function NotesPanel({
  orderId,
  notes,
  onNotes,
}: {
  orderId: string;
  notes: OrderNote[];
  onNotes: (notes: OrderNote[]) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // Checked on Save only: a note box left empty is not an error until then.
  const form = useZodForm(orderNoteBodySchema, { mode: 'onSubmit', defaultValues: { text: '' } });

  const onSubmit = async (body: OrderNoteBody) => {
    setFailure(null);
    setSaved(false);
    const result = await addOrderNote(orderId, body);
    if (isClientError(result)) {
      if (result.field === 'text') form.setError('text', { message: result.error });
      else setFailure(result.error);
      return;
    }
    form.reset({ text: '' });
    setSaved(true);
    onNotes(result.notes);
  };

  return (
    <section className="admin-order__panel admin-order__notes" aria-labelledby="order-notes">
      <h2 id="order-notes">Notes</h2>
      {notes.length === 0 ? (
        <p className="admin-order__muted">{ORDER_DESK_MESSAGES.notesEmpty}</p>
      ) : (
        <ol className="admin-order__note-list" data-testid="order-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="admin-order__note-text">{note.text}</p>
              <p className="admin-order__muted">
                {note.author || 'Former staff'} ·{' '}
                <time dateTime={note.createdAt}>{when(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form form={form} onSubmit={onSubmit} label="Add a note">
        <FormField
          name="text"
          id="order-note"
          label="Add a note (only staff can see it)"
          control="textarea"
          rows={3}
          maxLength={ORDER_NOTE_MAX_LENGTH}
        />
        <FormActions
          label="Save note"
          pendingLabel="Saving…"
          message={
            <>
              <FormMessage outcome={refusal(failure)} />
              {saved && (
                <p className="admin-order__muted" role="status">
                  Note saved.
                </p>
              )}
            </>
          }
        />
      </Form>
    </section>
  );
}
