'use client';

import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { fieldAria } from '@/components/ui/field';
import { appliedGiftCardStore } from '@/lib/checkout/gift-card-code';
import { checkGiftCardCode } from '@/lib/client/gift-cards';
import { formatPrice, toDollars } from '@/lib/money';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <form className="discount-code" onSubmit={submit} data-testid="gift-card-code" noValidate>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor="gift-card-code-input" className="field__label">
          Gift card
        </label>
        <div className="discount-code__row">
          <input
            {...fieldAria('gift-card-code-input', error ?? undefined)}
            className="input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            disabled={!editable || busy}
            data-testid="gift-card-input"
          />
          <button
            type="submit"
            className="button"
            disabled={!editable || busy || !code.trim()}
            data-testid="gift-card-apply"
          >
            {busy ? 'Checking…' : 'Apply'}
          </button>
        </div>
        {error && (
          <p
            id="gift-card-code-input-error"
            className="field__error"
            role="alert"
            data-testid="gift-card-error"
          >
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
