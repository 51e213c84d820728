import { mayAccess, type StaffArea } from '@/lib/staff-access';
import type { StaffRole } from '@/lib/constants/staff';

/**
 * The back-office's pages and the area of lib/staff-access.ts each belongs to: the one table the
 * route guard (lib/routing.ts, which pages are the back-office's), the navigation (which sections a
 * role sees) and the layout (which page a role may open) read. A page under one of these (an order,
 * a product, a customer) belongs to the nearest one above it.
 */
export const ADMIN_PAGE_AREAS = {
  '/admin': 'dashboard',
  '/admin/dashboard': 'dashboard',
  '/admin/orders': 'orders',
  '/admin/workbench': 'orders',
  '/admin/market': 'orders',
  '/admin/customers': 'customers',
  '/admin/reviews': 'reviews',
  '/admin/products': 'catalog',
  '/admin/categories': 'catalog',
  '/admin/redirects': 'catalog',
  '/admin/discounts': 'discounts',
  '/admin/gift-cards': 'settings',
  '/admin/events': 'events',
  '/admin/store': 'look',
  '/admin/store/setup': 'settings',
  '/admin/settings': 'settings',
  '/admin/settings/notifications': 'settings',
  '/admin/newsletter': 'settings',
  '/admin/basket-reminders': 'settings',
  '/admin/analytics': 'analytics',
  '/admin/analytics/taxes': 'analytics',
  '/admin/audit': 'audit',
  '/admin/security': 'self',
  '/admin/integrations': 'apiKeys',
  '/admin/staff': 'staff',
  '/admin/payment-settings': 'payments',
  '/admin/stripe-error': 'payments',
  '/admin/stripe-onboarding-simulated': 'payments',
  '/admin/stripe-refresh': 'payments',
  '/admin/stripe-return': 'payments',
} as const satisfies Record<string, StaffArea>;

export type AdminPage = keyof typeof ADMIN_PAGE_AREAS;

/**
 * The area of a back-office address: its own page's, else the nearest page above it. An address
 * outside the table counts as the store's settings, which only the owner and managers use.
 */
export function adminAreaFor(pathname: string): StaffArea {
  const areas: Record<string, StaffArea> = ADMIN_PAGE_AREAS;
  let path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin') return areas[path];
  // The dashboard's own address is no section's parent.
  while (path.startsWith('/admin/')) {
    if (areas[path]) return areas[path];
    path = path.slice(0, path.lastIndexOf('/'));
  }
  return 'settings';
}

/** Whether a person with this role may open this back-office address. */
export function mayOpen(role: StaffRole | null | undefined, pathname: string): boolean {
  return mayAccess(role, adminAreaFor(pathname));
}

/**
 * Set by the proxy on a request for a back-office page the signed-in admin's role does not reach,
 * so the back-office's layout answers it as such (403); never taken from the browser.
 */
export const NO_ACCESS_HEADER = 'x-sitka-no-access';

/** Whether this address is a back-office page an admin with this role may not open. */
export function deniedAdminPage(pathname: string, role: StaffRole | null): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path !== '/admin' && !path.startsWith('/admin/')) return false;
  return !mayOpen(role, path);
}
