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
  // A figure below zero (a day that refunded more than it sold) reads -$5.00.
  return `${dollars < 0 ? '-' : ''}$${Math.abs(dollars).toFixed(2)}`;
}

/**
 * The order total in cents: items, shipping and the service fee. Shipping is the spec's flat rate
 * unless the store's settings gave another (lib/shipping.ts).
 */
export function orderTotalCents(
  items: { priceCents: number; quantity: number }[],
  shippingCents: number = SHIPPING_FLAT_RATE_CENTS,
): {
  subtotalCents: number;
  shippingCents: number;
  serviceFeeCents: number;
  totalCents: number;
} {
  const subtotalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  const serviceFeeCents = SERVICE_FEE_CENTS;
  return {
    subtotalCents,
    shippingCents,
    serviceFeeCents,
    totalCents: subtotalCents + shippingCents + serviceFeeCents,
  };
}
