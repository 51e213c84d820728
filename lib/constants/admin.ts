/**
 * The owner's back-office lists and customers.
 */
/** Owner back-office lists: rows a page by default and at most. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** A customer is active when last seen (sign-in, refresh or order) within this many days. */
export const ACTIVE_CUSTOMER_DAYS = 30;
/** Low-stock pieces the dashboard names; it counts the rest. */
export const LOW_STOCK_SHOWN = 5;
/** The dashboard's panels, one open at a time (back-office spec §2). */
export const DASHBOARD_PANELS = ['analytics', 'workspace', 'payments', 'backups'] as const;
export type DashboardPanel = (typeof DASHBOARD_PANELS)[number];
/** The dashboard's query parameter that opens one of its panels on arrival (`/admin?open=workspace`). */
export const DASHBOARD_OPEN_PARAM = 'open';

/** The panel a dashboard address asks to open; null for none or an unknown one. */
export function dashboardPanelOf(value: unknown): DashboardPanel | null {
  return DASHBOARD_PANELS.find((panel) => panel === value) ?? null;
}
