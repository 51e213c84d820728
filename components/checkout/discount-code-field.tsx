'use client';

import { useState, type FormEvent } from 'react';
import { DISCOUNT_MESSAGES } from '@/lib/constants/discounts';
import { fieldAria } from '@/components/ui/field';
import type { AppliedCode } from './use-discount-code';

type Props = {
  applied: AppliedCode | null;
  error: string | null;
  busy: boolean;
  /** False once the payment is open: what it charges is fixed. */
  editable: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** The checkout's discount code: type it, Apply; an applied code can be removed until the payment opens. */
export function DiscountCodeField({ applied, error, busy, editable, onApply, onRemove }: Props) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(code);
  };
  if (applied)
    return (
      <div className="discount-code" data-testid="discount-code">
        <p role="status" data-testid="discount-applied">
          {DISCOUNT_MESSAGES.applied(applied.code)}
        </p>
        {editable && (
          <button
            type="button"
            className="button button--ghost"
            onClick={onRemove}
            data-testid="discount-remove"
          >
            Remove code
          </button>
        )}
      </div>
    );
  return (
    <form className="discount-code" onSubmit={submit} data-testid="discount-code" noValidate>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor="discount-code-input" className="field__label">
          Discount code
        </label>
        <div className="discount-code__row">
          <input
            {...fieldAria('discount-code-input', error ?? undefined)}
            className="input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            disabled={!editable || busy}
            data-testid="discount-input"
          />
          <button
            type="submit"
            className="button"
            disabled={!editable || busy || !code.trim()}
            data-testid="discount-apply"
          >
            {busy ? 'Applying…' : 'Apply'}
          </button>
        </div>
        {error && (
          <p
            id="discount-code-input-error"
            className="field__error"
            role="alert"
            data-testid="discount-error"
          >
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
