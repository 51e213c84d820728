'use client';

import { DISCOUNT_MESSAGES } from '@/lib/constants/discounts';
import { CodeEntryForm } from './code-entry-form';
import type { AppliedCode } from './use-discount-code';
import '@/app/styles/checkout.css';

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
    <CodeEntryForm
      inputId="discount-code-input"
      testId="discount"
      formTestId="discount-code"
      label="Discount code"
      maxLength={32}
      busyLabel="Applying…"
      error={error}
      busy={busy}
      editable={editable}
      onApply={onApply}
    />
  );
}
