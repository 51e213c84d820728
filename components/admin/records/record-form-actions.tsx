import type { FormEvent, ReactNode } from 'react';
import { SubmitActions } from '@/components/ui/form';

type Props = {
  /** The api's refusal that concerns no one field. */
  error?: string;
  pending: boolean;
  label: string;
  onCancel: () => void;
};

/** A record form's refusal, then Save (or Add) and Cancel; both wait while it saves. */
export function RecordFormActions({ error, pending, label, onCancel }: Props) {
  return (
    <SubmitActions
      label={label}
      pendingLabel="Saving…"
      pending={pending}
      className="admin-panel__actions"
      message={
        error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )
      }
    >
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
    </SubmitActions>
  );
}

/** A record form that keeps its own values: named for the record, checked by its own rules. */
export function RecordForm({
  label,
  testId,
  onSubmit,
  children,
}: {
  label: string;
  testId: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form className="event-form" onSubmit={onSubmit} noValidate aria-label={label} data-testid={testId}>
      {children}
    </form>
  );
}

/** The id (`<prefix>-<name>`), label, error and name of an InputField of a record form. */
export const recordField = <F extends string>(
  prefix: string,
  errors: Partial<Record<F, string>>,
  name: F,
  label: string,
) => ({ id: `${prefix}-${name}`, label, error: errors[name], name });
