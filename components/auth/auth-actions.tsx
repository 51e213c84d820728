import type { ReactNode } from 'react';
import { FormActions } from '@/components/ui/form';

type Props = {
  /** Ids start with it: the button's test id is `${prefix}-submit`. */
  prefix: 'login' | 'register' | 'forgot' | 'reset';
  label: string;
  pendingLabel: string;
  disabled?: boolean;
  /** The outcome's line and notes, above the button. */
  children: ReactNode;
};

/** An auth card form's message, then its wide submit button. */
export function AuthActions({ prefix, label, pendingLabel, disabled, children }: Props) {
  return (
    <FormActions
      label={label}
      pendingLabel={pendingLabel}
      buttonClassName="button button--wide"
      testId={`${prefix}-submit`}
      disabled={disabled}
      message={children}
    />
  );
}
