/**
 * What one piece of a basket or order line costs. Every place that prices a line (the basket's
 * copy of a product, the product page, the checkout, a backorder) asks this function, so a new
 * part of a line's price (a personalisation, say) is added here once.
 */

/** The amounts a line's price is made of, all in one unit (dollars on the web, cents in the api). */
export type LinePriceParts = {
  /** The product's own price. */
  product: number;
  /** The chosen variant's own price; null or absent when it has none and costs the product's. */
  variant?: number | null;
  /** What the buyer's answers add to one piece (a priced engraving); none when absent. */
  extras?: number;
};

/** The price of one piece of the line: the chosen variant's own price, else the product's, and its answers' extras. */
export function linePrice(parts: LinePriceParts): number {
  return (parts.variant ?? parts.product) + (parts.extras ?? 0);
}
