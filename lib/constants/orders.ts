/**
 * Orders: backorder numbers, the order list's filters and refresh.
 */
import { ORDER_STATUSES } from '../order-status';
import { POLICY_PATHS } from './policies';

export const BACKORDER_CLOSE_DELAY_MS = 2_000;
export const ORDERS_REFRESH_MS = 300_000;
export const BACKORDER_PREFIX = 'BO-';
/** Sales the owner records by hand (at a market, by phone): their order ids start with this. */
export const MANUAL_ORDER_PREFIX = 'MO-';
/** The most lines one sale made by hand may have. */
export const MANUAL_ORDER_LINES_MAX = 50;
/** The back-office pages where a sale is made by hand: the full form, and the phone-sized market screen. */
export const NEW_ORDER_PATH = '/admin/orders/new';
export const MARKET_PATH = '/admin/market';
export const ORDER_STATUS_FILTERS = ['All', ...ORDER_STATUSES] as const;
export const ORDER_TYPE_FILTERS = ['All', 'Regular', 'Backorder'] as const;
/** The back-office's Type filter: the storefront's, and the sales made by hand. */
export const ADMIN_ORDER_TYPE_FILTERS = [...ORDER_TYPE_FILTERS, 'Manual'] as const;

/** The store's terms of sale and returns pages, which the order confirmation links to. */
export const STORE_TERMS_PATH = POLICY_PATHS.terms;
export const STORE_RETURNS_PATH = POLICY_PATHS.returns;
/** The customer's My Orders page, where each order's invoice and credit notes are listed. */
export const CUSTOMER_ORDERS_PATH = '/customer/orders';

/** How long a mailed backorder payment link works (days); a new request mails a fresh one. */
export const BACKORDER_PAY_LINK_DAYS = 14;
/** The storefront page where a backorder is paid; the mailed link carries its token. */
export const backorderPayPath = (orderId: string, token?: string) =>
  `/orders/${encodeURIComponent(orderId)}/pay${token ? `?${new URLSearchParams({ token })}` : ''}`;

/**
 * The most an order, a payment or one of its lines may come to, in cents: the money columns'
 * integer range (about $21.47M). A basket past it is refused by name, never written.
 */
export const MAX_ORDER_CENTS = 2_147_483_647;
export const ORDER_TOO_LARGE_MESSAGE =
  'This order comes to more than one order can take online. Please order fewer pieces, or contact the store.';
