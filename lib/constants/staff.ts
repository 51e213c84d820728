/**
 * A store's team: the roles a person of its back-office can have, and the store's states. The
 * database schema, the api's table of who may do what, and the back-office read them here.
 */

/**
 * Owner: everything, and alone for payments, domains, API keys, staff, restoring backups and
 * closing the store. Manager: everything else. Orders: orders, customers, refunds up to the owner's
 * limit, packing slips, returns. Catalog: products, categories, discounts, events, the store's look.
 */
export const STAFF_ROLES = ['owner', 'manager', 'orders', 'catalog'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  orders: 'Orders',
  catalog: 'Catalog',
};

/** A store is open to shoppers, or suspended by the platform's operator. */
export const STORE_STATUSES = ['active', 'suspended'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** How a store came to be: made by an operator on the command line, or opened by its maker. */
export const STORE_ORIGINS = ['operator', 'signup'] as const;
export type StoreOrigin = (typeof STORE_ORIGINS)[number];

/** How long an invitation's mailed link stays good. */
export const STAFF_INVITATION_TTL_DAYS = 7;

/** The invitation page's address on the store's own host: `/invite/<token>`. */
export const staffInvitationPath = (token: string) => `/invite/${token}`;

/** What the api answers when a change to the store's team is refused. */
export const STAFF_ERRORS = {
  alreadyStaff: 'This person is already on the staff.',
  alreadyInvited: 'This person already has an open invitation.',
  invitationNotFound: 'This invitation is not valid any more. Ask the store owner for a new one.',
  staffNotFound: 'Staff member not found',
  notYourself: 'You cannot change your own role or remove yourself.',
  ownerFixed: "The owner's role changes only by handing over ownership.",
  wrongPassword: 'That is not the password of the account with this address.',
  refundOverLimit: (limit: string) => `Refunds on one order by the Orders role are limited to ${limit}.`,
} as const;
