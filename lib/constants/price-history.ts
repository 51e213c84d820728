/** How far back a reduction is measured (the EU's price indication rule). */
export const PRICE_HISTORY_DAYS = 30;

/** The storefront's line under a reduced price, in the rule's words. */
export const lowestPriceLine = (formatted: string) =>
  `Lowest price in the ${PRICE_HISTORY_DAYS} days before this reduction: ${formatted}`;

/** The owner's warning when a compare-at price is above every price of the last 30 days. */
export const compareAtWarning = (formatted: string) =>
  `This compare-at price is higher than anything this piece sold for in the last ${PRICE_HISTORY_DAYS} days (highest: ${formatted}). Showing it as the former price may mislead shoppers.`;
