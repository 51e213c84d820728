/** How the back-office words a discount code in its list. */
import { formatPrice } from './money';
import type { Discount } from './schemas/discounts';

const SCOPE: Record<Discount['appliesTo'], string> = {
  order: 'the whole order',
  products: 'chosen products',
  categories: 'chosen categories',
};

/** "15% off the whole order · from $50.00 · one use per customer". */
export function discountTerms(discount: Discount): string {
  const off = discount.kind === 'percent' ? `${discount.value}%` : formatPrice(discount.value);
  return [
    `${off} off ${SCOPE[discount.appliesTo]}`,
    discount.minOrder !== null ? `orders from ${formatPrice(discount.minOrder)}` : null,
    discount.oncePerCustomer ? 'one use per customer' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "3 uses of 10 · $120.00 revenue · $18.00 discounted". */
export function discountUsage(discount: Discount): string {
  const uses = `${discount.uses} ${discount.uses === 1 ? 'use' : 'uses'}`;
  return [
    discount.usageLimit !== null ? `${uses} of ${discount.usageLimit}` : uses,
    `${formatPrice(discount.revenue)} revenue`,
    `${formatPrice(discount.discounted)} discounted`,
  ].join(' · ');
}

/** "Mar 1 – Mar 3" style dates of a code's window, or null when it has none. */
export function discountDates(discount: Discount, locale?: string): string | null {
  const day = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  if (discount.startsAt && discount.endsAt) return `${day(discount.startsAt)} – ${day(discount.endsAt)}`;
  if (discount.startsAt) return `From ${day(discount.startsAt)}`;
  if (discount.endsAt) return `Until ${day(discount.endsAt)}`;
  return null;
}
