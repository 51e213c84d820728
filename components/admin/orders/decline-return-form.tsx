'use client';

import { useState } from 'react';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { declineReturn } from '@/lib/client/admin-returns';
import { isClientError } from '@/lib/client/stores';
import { declineReturnBodySchema, type AdminReturnRequest } from '@/lib/schemas/returns';

type Props = { request: AdminReturnRequest; onDeclined: () => void; onCancel: () => void };

/** Decline, with the message the buyer is mailed (required: they should learn why). */
export function DeclineReturnForm({ request, onDeclined, onCancel }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(declineReturnBodySchema, { mode: 'onSubmit', defaultValues: { message: '' } });
  const onSubmit = async (body: { message: string }) => {
    setFailure(null);
    const result = await declineReturn(request.id, body.message);
    if (!isClientError(result)) return onDeclined();
    if (result.field === 'message') form.setError('message', { message: result.error });
    else setFailure(result.error);
  };
  return (
    <Form form={form} onSubmit={onSubmit} label={`Decline the request of ${request.orderNumber}`}>
      <FormField
        name="message"
        id={`decline-${request.id}`}
        label="Message to the buyer"
        control="textarea"
        rows={3}
        maxLength={1000}
      />
      <FormActions
        label="Decline request"
        pendingLabel="Declining…"
        message={<FormMessage outcome={refusal(failure)} />}
      >
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Keep it open
        </button>
      </FormActions>
    </Form>
  );
}
