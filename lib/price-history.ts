/**
 * The 30-day figures of a price's history (the EU's price indication rule), worked out from the
 * prices a product or size had, each from when: the storefront's lowest price before a reduction
 * and the owner's highest price of the last 30 days.
 */
import { PRICE_HISTORY_DAYS } from './constants/price-history';

export type PricePoint = { priceCents: number; fromAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
const windowMs = PRICE_HISTORY_DAYS * DAY_MS;

/** The prices in effect at some moment of [start, end): those set in it, and the one in force at its start. */
function pricesDuring(points: PricePoint[], start: number, end: number): number[] {
  const sorted = [...points].sort((a, b) => a.fromAt.getTime() - b.fromAt.getTime());
  const before = sorted.filter((point) => point.fromAt.getTime() < end);
  const inside = before.filter((point) => point.fromAt.getTime() >= start);
  const atStart = before.filter((point) => point.fromAt.getTime() < start).at(-1);
  return [...(atStart ? [atStart] : []), ...inside].map((point) => point.priceCents);
}

/**
 * The lowest price of the 30 days before the current price began (the reduction); the current
 * price when no earlier one is known.
 */
export function lowestBeforeReduction(points: PricePoint[], currentCents: number): number {
  if (points.length === 0) return currentCents;
  const since = Math.max(...points.map((point) => point.fromAt.getTime()));
  const earlier = pricesDuring(points, since - windowMs, since);
  return earlier.length ? Math.min(...earlier) : currentCents;
}

/** The highest price in effect at some moment of the last 30 days, the current one included. */
export function highestOfLast30Days(points: PricePoint[], currentCents: number, now = new Date()): number {
  const prices = pricesDuring(points, now.getTime() - windowMs, now.getTime() + 1);
  return Math.max(currentCents, ...prices);
}
