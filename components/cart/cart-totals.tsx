import type { CartItem } from '@/lib/cart/cart-item';
import { cartTotals } from '@/lib/cart/cart-rules';
import { formatPrice, toDollars } from '@/lib/money';

/** Subtotal, flat shipping, service fee and total, as the api will charge them. */
export function CartTotals({ items }: { items: CartItem[] }) {
  const totals = cartTotals(items);
  const rows = [
    { label: 'Subtotal', cents: totals.subtotalCents, testId: 'order-summary-subtotal' },
    { label: 'Shipping', cents: totals.shippingCents, testId: 'order-summary-shipping' },
    { label: 'Service fee', cents: totals.serviceFeeCents, testId: 'order-summary-fee' },
  ];
  return (
    <dl className="totals">
      {rows.map((row) => (
        <div key={row.label} className="totals__row">
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{formatPrice(toDollars(row.cents))}</dd>
        </div>
      ))}
      <div className="totals__row totals__row--total">
        <dt>Total</dt>
        <dd data-testid="order-summary-total">{formatPrice(toDollars(totals.totalCents))}</dd>
      </div>
    </dl>
  );
}
