/**
 * Returns and the EU right of withdrawal: what a shopper may ask for, the states a request moves
 * through, and the store's settings. The database schema, the api and both clients read them here.
 */

/** A return asked under the store's policy, or the EU consumer's withdrawal from the contract. */
export const RETURN_REQUEST_KINDS = ['return', 'withdrawal'] as const;
export type ReturnRequestKind = (typeof RETURN_REQUEST_KINDS)[number];

/** A request waits for the owner, who accepts it (one refund, once) or declines it with a message. */
export const RETURN_REQUEST_STATUSES = ['requested', 'accepted', 'declined'] as const;
export type ReturnRequestStatus = (typeof RETURN_REQUEST_STATUSES)[number];

/** Whose orders the return window covers: buyers in the EU only (the law's minimum) or everyone. */
export const RETURNS_FOR = ['everyone', 'eu'] as const;
export type ReturnsFor = (typeof RETURNS_FOR)[number];

/** The longest return window a store may set, in days. */
export const MAX_RETURN_DAYS = 365;
