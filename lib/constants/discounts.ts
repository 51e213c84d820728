/** Discount codes: the limits and the words both the api and the browser use. */
import { formatPrice, toDollars } from '../money';

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]+$/;
export const DISCOUNT_CODE_MAX = 32;
/** Codes one store may keep. */
export const STORE_DISCOUNTS_MAX = 500;
/** Products or categories one code may name. */
export const DISCOUNT_TARGETS_MAX = 200;

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export const DISCOUNT_SCOPES = ['order', 'products', 'categories'] as const;

/** The shopper's and the owner's messages about codes. */
export const DISCOUNT_MESSAGES = {
  codeFormat: 'Code must be 2 to 32 letters, digits, - or _',
  invalid: 'This discount code is not valid.',
  notStarted: 'This discount code is not active yet.',
  expired: 'This discount code has expired.',
  usedUp: 'This discount code has been fully used.',
  alreadyUsed: 'You have already used this discount code.',
  needsEmail: 'Enter your email in your details to use this discount code.',
  notApplicable: 'This discount code does not apply to the items in your basket.',
  minimum: (cents: number) =>
    `This discount code needs an order of at least ${formatPrice(toDollars(cents))}.`,
  codeTaken: (code: string) => `Another discount code of this store is already ${code}.`,
  notFound: 'Discount code not found',
  tooMany: `A store keeps at most ${STORE_DISCOUNTS_MAX} discount codes`,
  deleteConfirm: (code: string) =>
    `Delete the discount code ${code}? Orders that used it keep their discount.`,
  deleted: (code: string) => `Discount code ${code} deleted.`,
  saved: (code: string) => `Discount code ${code} saved.`,
  applied: (code: string) => `Discount code ${code} applied.`,
} as const;

/** The order summary's line for a discount: "Discount (MARKET10)". */
export const discountLabel = (code: string) => `Discount (${code})`;

/**
 * What an order line was paid, and so the most refunding it gives back: its total less its share
 * of the order's discount (each covered line's share is in proportion to its total). In dollars.
 */
export const lineRefundable = (item: { price: number; quantity: number; discount?: number }) =>
  Math.round(item.price * item.quantity * 100 - (item.discount ?? 0) * 100) / 100;
