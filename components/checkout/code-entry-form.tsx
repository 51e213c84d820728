'use client';

import { useState, type FormEvent } from 'react';
import { fieldAria } from '@/components/ui/field';
import '@/app/styles/checkout.css';

type Props = {
  /** The input's id (its error's id follows from it) and the test ids' stem (`<testId>-input`, …). */
  inputId: string;
  testId: string;
  label: string;
  maxLength: number;
  /** The Apply button's words while the code is checked. */
  busyLabel: string;
  error: string | null;
  busy: boolean;
  /** False once the payment is open: what it charges is fixed. */
  editable: boolean;
  onApply: (code: string) => void;
  /** The form's own test id. */
  formTestId: string;
};

/** A code typed at checkout and applied (a discount code, a gift card): the field, Apply and its error. */
export function CodeEntryForm({
  inputId,
  testId,
  label,
  maxLength,
  busyLabel,
  error,
  busy,
  editable,
  onApply,
  formTestId,
}: Props) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(code);
  };
  return (
    <form className="discount-code" onSubmit={submit} data-testid={formTestId} noValidate>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={inputId} className="field__label">
          {label}
        </label>
        <div className="discount-code__row">
          <input
            {...fieldAria(inputId, error ?? undefined)}
            className="input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={maxLength}
            disabled={!editable || busy}
            data-testid={`${testId}-input`}
          />
          <button
            type="submit"
            className="button"
            disabled={!editable || busy || !code.trim()}
            data-testid={`${testId}-apply`}
          >
            {busy ? busyLabel : 'Apply'}
          </button>
        </div>
        {error && (
          <p id={`${inputId}-error`} className="field__error" role="alert" data-testid={`${testId}-error`}>
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
