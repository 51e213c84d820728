'use client';

import Link from 'next/link';
import { Overlay } from '@/components/ui/overlay';
import { formatPrice, toDollars } from '@/lib/money';
import type { Product } from '@/lib/schemas/product';
import { useBackorder } from './use-backorder';

type Props = {
  /** With `variantId` for one variant of a product (its name then says which). */
  product: Pick<Product, 'id' | 'name' | 'price'> & { variantId?: string };
  storeName: string;
  onClose: () => void;
};

/** The quantity box, marked invalid (with the rule) while it is not a whole number of at least 1. */
function QuantityField({
  raw,
  valid,
  onChange,
}: {
  raw: string;
  valid: boolean;
  onChange: (raw: string) => void;
}) {
  return (
    <div className={`field${valid ? '' : ' field--invalid'}`}>
      <label htmlFor="backorder-quantity" className="field__label">
        Quantity
      </label>
      <input
        id="backorder-quantity"
        className="input"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        value={raw}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? undefined : 'backorder-quantity-error'}
        data-testid="backorder-quantity"
      />
      {!valid && (
        <p id="backorder-quantity-error" className="field__error" role="alert">
          Please enter a quantity of at least 1.
        </p>
      )}
    </div>
  );
}

/**
 * The backorder overlay: seller, quantity and total, then Place Backorder. Signed-in shoppers
 * only; the backorder waits for payment ('Pending Payment'). Closes itself 2 s after success.
 */
export function BackorderForm({ product, storeName, onClose }: Props) {
  const { raw, setRaw, quantity, totalCents, status, busy, submit } = useBackorder(product, onClose);
  return (
    <Overlay
      title={`Backorder: ${product.name}`}
      onClose={busy ? undefined : onClose}
      testId="backorder-overlay"
    >
      {status.state === 'success' ? (
        <p className="notice" role="status" data-testid="backorder-success">
          Backorder placed! We will make this piece for you; you can follow it in My Orders.
        </p>
      ) : (
        <form className="backorder-form" onSubmit={submit} noValidate>
          <dl className="backorder-form__facts">
            <div>
              <dt>Seller</dt>
              <dd data-testid="backorder-seller">{storeName}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{formatPrice(product.price)}</dd>
            </div>
          </dl>
          <QuantityField raw={raw} valid={quantity !== null} onChange={setRaw} />
          <p className="backorder-form__total">
            Total <strong data-testid="backorder-total">{formatPrice(toDollars(totalCents))}</strong>
          </p>
          {status.state === 'error' && (
            <p className="auth-form__error" role="alert" data-testid="backorder-error">
              {status.message}
              {status.signIn && (
                <>
                  {' '}
                  <Link href="/login">Log in</Link>
                </>
              )}
            </p>
          )}
          <div className="backorder-form__actions">
            <button
              type="submit"
              className="button"
              disabled={!quantity || busy}
              data-testid="backorder-submit"
            >
              {busy ? 'Placing…' : 'Place Backorder'}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={onClose}
              disabled={busy}
              data-testid="backorder-cancel"
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </Overlay>
  );
}
