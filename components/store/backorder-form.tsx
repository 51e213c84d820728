'use client';

import Link from 'next/link';
import { Field, fieldAria } from '@/components/ui/field';
import { SubmitActions } from '@/components/ui/form';
import { Overlay } from '@/components/ui/overlay';
import { formatPrice, toDollars } from '@/lib/money';
import type { PersonalisationAnswers } from '@/lib/schemas/personalisation';
import type { Product } from '@/lib/schemas/product';
import { useBackorder } from './use-backorder';

type Props = {
  /** With `variantId` for one variant of a product (its name then says which). */
  product: Pick<Product, 'id' | 'name' | 'price'> & {
    variantId?: string;
    /** The buyer's answers, checked on the page; `price` includes what they add. */
    answers?: PersonalisationAnswers;
  };
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
  const error = valid ? undefined : 'Please enter a quantity of at least 1.';
  return (
    <Field id="backorder-quantity" label="Quantity" error={error}>
      <input
        {...fieldAria('backorder-quantity', error)}
        className="input"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        value={raw}
        onChange={(event) => onChange(event.target.value)}
        data-testid="backorder-quantity"
      />
    </Field>
  );
}

/** Why the backorder was not placed, with a way to log in when that is what it takes. */
function BackorderError({ message, signIn }: { message: string; signIn?: boolean }) {
  return (
    <p className="auth-form__error" role="alert" data-testid="backorder-error">
      {message}
      {signIn && (
        <>
          {' '}
          <Link href="/login">Log in</Link>
        </>
      )}
    </p>
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
          <SubmitActions
            label="Place Backorder"
            pendingLabel="Placing…"
            pending={busy}
            disabled={!quantity}
            className="backorder-form__actions"
            testId="backorder-submit"
            message={
              status.state === 'error' && <BackorderError message={status.message} signIn={status.signIn} />
            }
          >
            <button
              type="button"
              className="button button--ghost"
              onClick={onClose}
              disabled={busy}
              data-testid="backorder-cancel"
            >
              Cancel
            </button>
          </SubmitActions>
        </form>
      )}
    </Overlay>
  );
}
