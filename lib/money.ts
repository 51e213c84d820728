import { SERVICE_FEE_CENTS, SHIPPING_FLAT_RATE_CENTS } from './constants/checkout';

/** Dollars (as the API's JSON shows them) to integer cents, rounded to the nearest cent. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents to dollars for JSON. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** '$12.50': two decimals, as the spec shows prices. */
export function formatPrice(dollars: number | null | undefined): string {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return '';
  return `$${dollars.toFixed(2)}`;
}

/** The order total in cents: items, flat shipping and the service fee. */
export function orderTotalCents(items: { priceCents: number; quantity: number }[]): {
  subtotalCents: number;
  shippingCents: number;
  serviceFeeCents: number;
  totalCents: number;
} {
  const subtotalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  const shippingCents = SHIPPING_FLAT_RATE_CENTS;
  const serviceFeeCents = SERVICE_FEE_CENTS;
  return {
    subtotalCents,
    shippingCents,
    serviceFeeCents,
    totalCents: subtotalCents + shippingCents + serviceFeeCents,
  };
}
