/**
 * A store's policy pages: what shoppers are owed before they buy (terms, returns, privacy,
 * shipping) and the seller's legal notice. Each kind has its own address on the storefront.
 */
export const POLICY_KINDS = ['terms', 'returns', 'privacy', 'shipping', 'legal'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const POLICY_TITLES: Record<PolicyKind, string> = {
  terms: 'Terms of sale',
  returns: 'Returns and refunds',
  privacy: 'Privacy',
  shipping: 'Shipping',
  legal: 'Legal notice',
};

/** Where each page lives on the storefront, under the store's base path. */
export const POLICY_PATHS: Record<PolicyKind, string> = {
  terms: '/policies/terms',
  returns: '/policies/returns',
  privacy: '/policies/privacy',
  shipping: '/policies/shipping',
  legal: '/legal',
};

/** Days a shopper has to return an order unless the owner writes otherwise. */
export const DEFAULT_RETURN_DAYS = 14;
/** The longest a policy page's text may be, in characters. */
export const POLICY_BODY_MAX_LENGTH = 20_000;
