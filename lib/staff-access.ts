import type { StaffRole } from '@/lib/constants/staff';

/**
 * Who may do what in a store's back-office: the one table the api enforces on every back-office
 * route (each route names its area), the OpenAPI document states per operation, and the back-office
 * reads to hide what a role cannot reach.
 *
 * - Owner: everything, and alone for payments, domains, API keys, staff, restoring a backup and
 *   closing the store.
 * - Manager: everything else.
 * - Orders: orders (with refunds up to the owner's limit, packing slips, payment requests), returns
 *   and customers.
 * - Catalog: products, categories, discounts, events and the store's look.
 */
const EVERYONE = ['owner', 'manager', 'orders', 'catalog'] as const satisfies readonly StaffRole[];
const OWNER_AND_MANAGER = ['owner', 'manager'] as const satisfies readonly StaffRole[];
const ORDERS = ['owner', 'manager', 'orders'] as const satisfies readonly StaffRole[];
const CATALOG = ['owner', 'manager', 'catalog'] as const satisfies readonly StaffRole[];
const OWNER = ['owner'] as const satisfies readonly StaffRole[];

export const STAFF_ACCESS = {
  /** The person's own sign-in: two-factor, sessions, password. */
  self: EVERYONE,
  /** The dashboard's overview and the store's name and address as the header shows them. */
  dashboard: EVERYONE,
  orders: ORDERS,
  customers: ORDERS,
  returns: ORDERS,
  /** Reviews from verified buyers: publishing, hiding, replying, and when buyers are asked. */
  reviews: OWNER_AND_MANAGER,
  catalog: CATALOG,
  discounts: CATALOG,
  events: CATALOG,
  /** The store's look: theme, hero, logo, templates, page sections. */
  look: CATALOG,
  /** Contact, shipping, taxes, policies, the newsletter list, Notion, the setup wizard. */
  settings: OWNER_AND_MANAGER,
  analytics: OWNER_AND_MANAGER,
  audit: OWNER_AND_MANAGER,
  /** Taking a backup and downloading one; restoring is the owner's. */
  backups: OWNER_AND_MANAGER,
  restore: OWNER,
  payments: OWNER,
  domains: OWNER,
  apiKeys: OWNER,
  staff: OWNER,
  closeStore: OWNER,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffArea = keyof typeof STAFF_ACCESS;

export const STAFF_AREAS = Object.keys(STAFF_ACCESS) as StaffArea[];

/** Whether a back-office person with this role may use this area. */
export function mayAccess(role: StaffRole | null | undefined, area: StaffArea): boolean {
  return role != null && (STAFF_ACCESS[area] as readonly StaffRole[]).includes(role);
}

/** The roles that may use an area, as the OpenAPI document lists them. */
export function rolesFor(area: StaffArea): readonly StaffRole[] {
  return STAFF_ACCESS[area];
}

/** What a person sees, and the api answers, for something their role does not reach. */
export const NO_ACCESS_MESSAGE = "You don't have access to this";
export const NO_ACCESS_CODE = 'ROLE_NOT_ALLOWED';
