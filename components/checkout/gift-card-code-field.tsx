'use client';

import { useState, useSyncExternalStore } from 'react';
import { appliedGiftCardStore } from '@/lib/checkout/gift-card-code';
import { checkGiftCardCode } from '@/lib/client/gift-cards';
import { formatPrice, toDollars } from '@/lib/money';
import { CodeEntryForm } from './code-entry-form';
import '@/app/styles/checkout.css';

/**
 * The checkout's gift card code: Apply asks the api for the card's balance; the applied card pays
 * up to that when the payment opens (the card payment is the rest). Removable until then.
 */
export function GiftCardCodeField({ editable }: { editable: boolean }) {
  const applied = useSyncExternalStore(
    appliedGiftCardStore.subscribe,
    appliedGiftCardStore.getSnapshot,
    appliedGiftCardStore.getServerSnapshot,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = async (code: string) => {
    setBusy(true);
    const result = await checkGiftCardCode(code);
    setBusy(false);
    if ('error' in result) return setError(result.error);
    setError(null);
    appliedGiftCardStore.set({ code, lastFour: result.lastFour, balanceCents: result.balanceCents });
  };
  if (applied)
    return (
      <div className="discount-code" data-testid="gift-card-code">
        <p role="status" data-testid="gift-card-applied">
          Gift card ····{applied.lastFour} applied ({formatPrice(toDollars(applied.balanceCents))} available)
        </p>
        {editable && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => appliedGiftCardStore.set(null)}
          >
            Remove gift card
          </button>
        )}
      </div>
    );
  return (
    <CodeEntryForm
      inputId="gift-card-code-input"
      testId="gift-card"
      formTestId="gift-card-code"
      label="Gift card"
      maxLength={40}
      busyLabel="Checking…"
      error={error}
      busy={busy}
      editable={editable}
      onApply={(code) => void apply(code)}
    />
  );
}
