'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderNoteBody>({ resolver: zodResolver(orderNoteBodySchema), defaultValues: { text: '' } });

  const onSubmit = async (body: OrderNoteBody) => {
    setFailure(null);
    setSaved(false);
    const result = await addOrderNote(orderId, body);
    if (isClientError(result)) {
      if (result.field === 'text') setError('text', { message: result.error });
      else setFailure(result.error);
      return;
    }
    reset({ text: '' });
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
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Add a note">
        <Field id="order-note" label="Add a note (only staff can see it)" error={errors.text?.message}>
          <textarea
            {...register('text')}
            {...fieldAria('order-note', errors.text?.message)}
            className="input"
            rows={3}
            maxLength={ORDER_NOTE_MAX_LENGTH}
          />
        </Field>
        {failure && (
          <p className="auth-form__error" role="alert">
            {failure}
          </p>
        )}
        {saved && (
          <p className="admin-order__muted" role="status">
            Note saved.
          </p>
        )}
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save note'}
        </button>
      </form>
    </section>
  );
}
