import { formatPrice, toDollars } from '@/lib/money';

type Props = { totalCents: number; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** The pause between Place Order and payment: the amount to be charged, Confirm or Cancel. */
export function ConfirmOrder({ totalCents, busy, onConfirm, onCancel }: Props) {
  return (
    <section className="checkout-step" aria-labelledby="confirm-title" data-testid="confirm-step">
      <h2 id="confirm-title" className="checkout-step__title">
        Confirm your order
      </h2>
      <p>
        Your card will be charged{' '}
        <strong data-testid="confirm-total">{formatPrice(toDollars(totalCents))}</strong>, including shipping
        and the service fee.
      </p>
      <div className="checkout-step__actions">
        <button
          type="button"
          className="button"
          onClick={onConfirm}
          disabled={busy}
          data-testid="confirm-order"
        >
          {busy ? 'Preparing payment…' : 'Confirm Order'}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={onCancel}
          disabled={busy}
          data-testid="cancel-order"
        >
          Cancel
        </button>
      </div>
    </section>
  );
}
