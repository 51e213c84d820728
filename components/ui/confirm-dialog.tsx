'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isClientError, type ClientResult } from '@/lib/client/bff-call';
import { Form, FormActions, FormMessage, placeRefusal, type Outcome } from './form';
import { FormField } from './form-field';
import { Overlay } from './overlay';

/** What a dialog asking before an action is run with: whether the action runs, and the two ways out. */
export type ConfirmHandlers = {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

type Props = ConfirmHandlers & {
  title: string;
  /** What happens if the owner goes on. */
  children: ReactNode;
  /** The confirming button's label, and what it says while the action runs. */
  confirmLabel: string;
  busyLabel?: string;
  testId?: string;
};

/**
 * Asks before a destructive action: the consequence, Cancel, and a red button naming the action.
 * While the action runs neither button nor Escape can close it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
  testId,
}: Props) {
  return (
    <Overlay title={title} onClose={busy ? undefined : onCancel} testId={testId}>
      {children}
      <div className="admin-panel__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Overlay>
  );
}

/**
 * Confirm, then run: `ask(subject)` opens the dialog about it (`subject` is null while none is
 * open); confirming runs `run` with it, busy until `run` calls `done`, which closes the dialog.
 */
export function useConfirm<T>(run: (subject: T, done: () => void) => Promise<unknown>) {
  const [subject, setSubject] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const done = () => {
    setBusy(false);
    setSubject(null);
  };
  const handlers: ConfirmHandlers = {
    busy,
    onConfirm: () => {
      if (subject === null) return;
      setBusy(true);
      void run(subject, done);
    },
    onCancel: () => setSubject(null),
  };
  return { subject, ask: (next: T) => setSubject(() => next), handlers };
}

type ProofProps<In extends FieldValues, Out extends FieldValues, Done> = {
  title: string;
  /** The form's accessible name. */
  formLabel: string;
  testId: string;
  /** What goes, what stays, and that it cannot be undone. */
  children: ReactNode;
  form: UseFormReturn<In, unknown, Out>;
  /** The proof asked for (a password, a typed email): its field, bound to `form`. */
  proof: ComponentProps<typeof FormField> & { name: FieldPath<In> };
  /** The action, sent with the form's values; a refusal naming the proof is said on its field. */
  send: (values: Out) => Promise<ClientResult<Done>>;
  onDone: (result: Done) => void;
  /** The red button's label, and what it says while the form is sent. */
  confirmLabel: string;
  busyLabel: string;
  errorTestId: string;
  onCancel: () => void;
  actionsClassName: string;
};

/**
 * Asks before a destructive action that needs proof (a password, a name typed again): the
 * consequence, the proof's field, Cancel and a red button naming the action. A refusal is said in
 * the dialog, on the proof's field when it names it; while the form is sent neither button nor
 * Escape can close it.
 */
export function ConfirmWithProofDialog<In extends FieldValues, Out extends FieldValues, Done>(
  props: ProofProps<In, Out, Done>,
) {
  const { form, onCancel } = props;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = form.formState.isSubmitting;
  const onSubmit = async (values: Out) => {
    setOutcome(null);
    const result = await props.send(values);
    if (isClientError(result)) setOutcome(placeRefusal(form, result, [props.proof.name]));
    else props.onDone(result);
  };
  return (
    <Overlay title={props.title} onClose={busy ? undefined : onCancel} testId={props.testId}>
      {props.children}
      <Form form={form} onSubmit={onSubmit} label={props.formLabel} className="auth-form">
        <FormField {...props.proof} />
        <FormActions
          label={props.confirmLabel}
          pendingLabel={props.busyLabel}
          buttonClassName="button button--danger"
          message={<FormMessage outcome={outcome} testId={props.errorTestId} />}
          className={props.actionsClassName}
          secondaryFirst
        >
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </FormActions>
      </Form>
    </Overlay>
  );
}
