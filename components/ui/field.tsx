import type { ReactNode } from 'react';

type Props = {
  id: string;
  label: string;
  /** Shown under the control, announced with it (aria-describedby points here). */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled form control with its error line; the control itself is passed in. */
export function Field({ id, label, error, hint, children }: Props) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {hint}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props for a control inside Field. */
export function fieldAria(id: string, error?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}
