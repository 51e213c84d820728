'use client';

import { useRef, useState } from 'react';
import { Form, FormMessage, SubmitActions, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { isClientError } from '@/lib/client/bff-call';
import { requestReturn } from '@/lib/client/returns';
import type { ReturnRequestKind } from '@/lib/constants/returns';
import { emptyPicks, formFieldOf, returnBodyOf, returnFormSchema, type ReturnPicks } from '@/lib/return-form';
import { RETURN_MESSAGES, type OrderReturns, type ReturnRequest } from '@/lib/schemas/returns';
import { ReturnPieces } from './return-pieces';
import { WithdrawalPanel } from './withdrawal-panel';
import '@/app/styles/returns.css';

type Props = {
  /** Where the returns were read, and where a request is sent (the token included). */
  path: string;
  pieces: OrderReturns['items'];
  /** The EU's right of withdrawal applies to this order. */
  withdrawal: boolean;
  /** Whether anything may still be asked back; without it only the pieces are shown. */
  open: boolean;
  onSent: (request: ReturnRequest) => void | Promise<void>;
};

/** Sends a return or a withdrawal of the picks, and puts a refusal beside the field it names. */
function useReturnSender({ path, pieces, onSent }: Pick<Props, 'path' | 'pieces' | 'onSent'>) {
  const form = useZodForm(returnFormSchema, { defaultValues: emptyPicks(pieces) });
  const [sending, setSending] = useState<ReturnRequestKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One request at a time, even when both buttons are pressed at once.
  const busy = useRef(false);

  const send = (kind: ReturnRequestKind) => async (picks: ReturnPicks) => {
    if (busy.current) return;
    setError(null);
    const body = returnBodyOf(kind, picks, pieces);
    if ('error' in body) return form.setError('root.items', { message: body.error });
    busy.current = true;
    setSending(kind);
    const result = await requestReturn(path, body);
    busy.current = false;
    setSending(null);
    if (!isClientError(result)) return onSent(result);
    const field = formFieldOf(result.field, body, picks);
    if (field === 'items') form.setError('root.items', { message: result.error });
    else if (field) form.setError(field, { message: result.error }, { shouldFocus: true });
    else setError(result.error);
  };
  return { form, sending, error, send };
}

/**
 * The return form: each piece with how many to send back, a reason, and Request a return; for an
 * order shipped to the EU, the withdrawal from the contract apart below it, which needs no reason.
 */
export function ReturnForm({ path, pieces, withdrawal, open, onSent }: Props) {
  const { form, sending, error, send } = useReturnSender({ path, pieces, onSent });
  const piecesError = form.formState.errors.root?.items?.message;
  return (
    <Form
      form={form}
      onSubmit={send('return')}
      label="Return pieces"
      className="return-form"
      testId="return-form"
    >
      <FormMessage outcome={refusal(error)} testId="return-error" />
      <ReturnPieces pieces={pieces} error={piecesError} />
      {open ? (
        <>
          <FormField
            name="reason"
            id="return-reason"
            label="Reason"
            control="textarea"
            rows={4}
            hint="Optional: tell the store why you are sending pieces back."
            testId="return-reason"
          />
          <div className="return-form__actions">
            <SubmitActions
              label={RETURN_MESSAGES.returnButton}
              pendingLabel="Sending…"
              pending={sending === 'return'}
              disabled={sending !== null}
              buttonClassName="button button--primary"
              testId="return-submit"
            />
          </div>
          {withdrawal ? (
            <WithdrawalPanel
              pending={sending === 'withdrawal'}
              disabled={sending !== null}
              onWithdraw={form.handleSubmit(send('withdrawal'))}
            />
          ) : null}
        </>
      ) : null}
    </Form>
  );
}
