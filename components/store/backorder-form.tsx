'use client';

import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Overlay } from '@/components/ui/overlay';
import { bffFetch, jsonRequest } from '@/lib/auth/client-session';
import { BACKORDER_CLOSE_DELAY_MS, BACKORDER_PREFIX } from '@/lib/constants';
import { MESSAGES } from '@/lib/messages';
import { formatPrice, toCents, toDollars } from '@/lib/money';
import type { Product } from '@/lib/schemas/product';

type Status =
  { state: 'idle' | 'submitting' | 'success' } | { state: 'error'; message: string; signIn: boolean };

type Props = { product: Pick<Product, 'id' | 'name' | 'price'>; storeName: string; onClose: () => void };

/** A whole number of at least 1, or null. */
function validQuantity(raw: string): number | null {
  const value = Number(raw);
  return raw.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : null;
}

/**
 * The backorder overlay: seller, quantity and total, then Place Backorder. Signed-in shoppers
 * only; the backorder waits for payment ('Pending Payment'). Closes itself 2 s after success.
 */
export function BackorderForm({ product, storeName, onClose }: Props) {
  const { data, status: sessionStatus } = useSession();
  const user = sessionStatus === 'authenticated' && !data?.error ? data.user : null;
  const [raw, setRaw] = useState('1');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const quantity = validQuantity(raw);
  const totalCents = quantity ? toCents(product.price) * quantity : 0;

  useEffect(() => {
    if (status.state !== 'success') return;
    const timer = setTimeout(onClose, BACKORDER_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status.state, onClose]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!quantity) return;
    if (!user) return setStatus({ state: 'error', message: MESSAGES.backorderLoginRequired, signIn: true });
    setStatus({ state: 'submitting' });
    try {
      const response = await bffFetch(
        '/api/backorders',
        jsonRequest('POST', {
          productId: product.id,
          quantity,
          total: toDollars(totalCents),
          customerId: user.userId,
          customerEmail: user.email,
          tenantId: user.tenantId,
          status: 'Pending Payment',
          orderId: `${BACKORDER_PREFIX}${Date.now()}`,
        }),
      );
      if (response.status === 401)
        return setStatus({ state: 'error', message: MESSAGES.backorderLoginRequired, signIn: true });
      if (!response.ok)
        return setStatus({ state: 'error', message: MESSAGES.backorderFailed, signIn: false });
      setStatus({ state: 'success' });
    } catch {
      setStatus({ state: 'error', message: MESSAGES.backorderFailed, signIn: false });
    }
  };

  const busy = status.state === 'submitting';
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
          <div className={`field${quantity ? '' : ' field--invalid'}`}>
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
              onChange={(event) => setRaw(event.target.value)}
              aria-invalid={quantity ? undefined : true}
              aria-describedby={quantity ? undefined : 'backorder-quantity-error'}
              data-testid="backorder-quantity"
            />
            {!quantity && (
              <p id="backorder-quantity-error" className="field__error" role="alert">
                Please enter a quantity of at least 1.
              </p>
            )}
          </div>
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
