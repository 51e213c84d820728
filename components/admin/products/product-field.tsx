import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

/** The first message of a field's error (a list field may carry one per entry). */
export function messageOf(error: FieldError | undefined): string | undefined {
  return error?.message;
}

/** The ids an input is described by: its hint and its error, when shown. */
export const describedBy = (id: string, hint: boolean, error: unknown) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** One labelled field of the product form, with its hint and its error. */
export function ProductField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field admin-field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="auth-form__note">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
