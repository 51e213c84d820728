/** Exact integer arithmetic for tax: no float ever touches money. */

/**
 * `numerator / denominator` rounded half away from zero (half-up for the non-negative amounts of
 * a sale), in integers. BigInt keeps cents × rate exact whatever their size.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const size = negative ? -numerator : numerator;
  const rounded = (2n * size + denominator) / (2n * denominator);
  return Number(negative ? -rounded : rounded);
}

/** Whether a number is a whole number of cents Sitka can add up safely. */
export function isCents(value: number): boolean {
  return Number.isSafeInteger(value);
}
