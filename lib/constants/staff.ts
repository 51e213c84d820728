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
