import type { CartItem } from '@/lib/cart/cart-item';
import { cartTotals } from '@/lib/cart/cart-rules';
import { formatPrice, toDollars } from '@/lib/money';
import { CHECKOUT_TAX_TEXT, taxAddedCents, taxShownOf, type CheckoutTax } from '@/lib/tax/checkout-tax';
import '@/app/styles/checkout.css';

/**
 * Subtotal, flat shipping, service fee and total, as the api will charge them; with the tax once
 * where the goods go is known (`tax`, the api's quote), as checkout's summary shows it.
 */
export function CartTotals({ items, tax }: { items: CartItem[]; tax?: CheckoutTax | null }) {
  const totals = cartTotals(items);
  const shown = taxShownOf(tax);
  const rows = [
    { label: 'Subtotal', cents: totals.subtotalCents, testId: 'order-summary-subtotal' },
    { label: 'Shipping', cents: totals.shippingCents, testId: 'order-summary-shipping' },
    { label: 'Service fee', cents: totals.serviceFeeCents, testId: 'order-summary-fee' },
    ...(shown?.kind === 'added'
      ? [{ label: CHECKOUT_TAX_TEXT.tax, cents: shown.cents, testId: 'order-summary-tax' }]
      : []),
  ];
  const note =
    shown?.kind === 'included'
      ? { text: CHECKOUT_TAX_TEXT.includedVat(shown.cents), testId: 'order-summary-tax-included' }
      : shown?.kind === 'import'
        ? { text: CHECKOUT_TAX_TEXT.importVat, testId: 'order-summary-import-vat' }
        : null;
  return (
    <>
      <dl className="totals">
        {rows.map((row) => (
          <div key={row.label} className="totals__row">
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{formatPrice(toDollars(row.cents))}</dd>
          </div>
        ))}
        <div className="totals__row totals__row--total">
          <dt>Total</dt>
          <dd data-testid="order-summary-total">
            {formatPrice(toDollars(totals.totalCents + taxAddedCents(tax)))}
          </dd>
        </div>
      </dl>
      {note && (
        <p className="order-summary__tax-note" data-testid={note.testId}>
          {note.text}
        </p>
      )}
    </>
  );
}
