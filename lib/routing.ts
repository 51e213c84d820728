/**
 * The route guard of both specifications as one pure table: given a path and the visitor's role,
 * where (if anywhere) the visitor is sent instead. `proxy.ts` applies it to every page request;
 * the protected layouts check the session again on their own.
 */
import { ADMIN_PAGE_AREAS } from './admin-areas';
import { FAVOURITES_PATH } from './constants/favourites';
import { GIFT_CARDS_PATH } from './constants/gift-cards';
import { BASKET_RESTORE_PATH, BASKET_UNSUBSCRIBE_PATH } from './constants/basket-reminders';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from './constants/newsletter';
import { POLICY_KINDS, POLICY_PATHS } from './constants/policies';
import { COMING_SOON_SEGMENT } from './opening';
import { staffInvitationPath } from './constants/staff';
import { homeFor, type Role } from './role-home';

// Apart, so a store page's account link carries no route table.
export { homeFor, type Role };

export type RouteDecision = {
  redirect?: string;
  /** Carry the query string along (a catalog page moving to its /customer twin). */
  keepQuery?: boolean;
};

/** Where a sign-in lands: admins on /admin, customers without a profile on the profile form. */
export function pathAfterLogin(user: { role: Role; needsProfile: boolean } | null | undefined): string {
  if (user?.role === 'admin') return '/admin';
  if (user?.needsProfile)
    return `/customer/customer-info-form?${new URLSearchParams({ returnUrl: '/customer/dashboard' })}`;
  return '/customer/dashboard';
}

const BASE = 'http://sitka.invalid';

/**
 * A return address from the query string, kept only when it is a path on this site. It is parsed
 * the way a browser will follow it (so `/%09/evil.example` or `/\\evil` cannot become another host),
 * must stay on the same origin, and comes back as path, query and hash only. Control characters
 * and backslashes are refused outright: browsers strip or reinterpret them.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  // Encoded tabs, newlines or backslashes are refused as well as raw ones.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Public catalog pages; signed-in users see their /customer twin instead. */
const CATALOG_PAGES = new Set(['/shop', '/gallery', '/events', '/cart', '/checkout']);
/** Catalog pages an admin may browse read-only, to see what shoppers see (never basket or checkout). */
const ADMIN_BROWSABLE = new Set(['/shop', '/gallery', '/events']);

/**
 * The storefront's home as shoppers see it, for an admin ("View store"): `/` itself still sends
 * an admin to /admin, as the spec says; this flag lets the home page show instead.
 */
export const STOREFRONT_VIEW_PARAM = 'view';
export const STOREFRONT_VIEW_PATH = `/?${STOREFRONT_VIEW_PARAM}=store`;
/** Pages anyone may see whatever their role (the About and policy pages have no customer twin). */
const OPEN_PAGES = new Set([
  '/guest-order-success',
  '/notion-callback',
  '/about',
  FAVOURITES_PATH,
  GIFT_CARDS_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  BASKET_RESTORE_PATH,
  BASKET_UNSUBSCRIBE_PATH,
  ...POLICY_KINDS.map((kind) => POLICY_PATHS[kind]),
]);
/** A store's invitation to its back-office, opened from the mailed link signed in or not. */
const STAFF_INVITE_PREFIX = staffInvitationPath('');

/**
 * An order's pages a mailed link opens: paying a backorder, returning or withdrawing,
 * cancelling an order whose ship-by day moved, and reviewing its pieces. Its own account signed
 * in, or anyone holding the link's token (the api decides).
 */
const ORDER_LINK_PAGE = /^\/orders\/[^/]+\/(?:pay|return|cancel-delayed|review)$/;
const CUSTOMER_PAGES = new Set(
  [
    'dashboard',
    'orders',
    'rewards',
    'account',
    'shop',
    'gallery',
    'events',
    'cart',
    'checkout',
    'customer-info-form',
    'order-success',
  ].map((page) => `/customer/${page}`),
);
/** The payment provider's return links; both land on the payment settings. */
const PAYMENT_RETURNS = new Set(['/admin/stripe-refresh', '/admin/stripe-return']);
/** The back-office's pages, as its table of areas lists them (the payment provider's returns aside). */
const ADMIN_PAGES = new Set(Object.keys(ADMIN_PAGE_AREAS).filter((page) => !PAYMENT_RETURNS.has(page)));

type Kind =
  | 'home'
  | 'catalog'
  | 'open'
  | 'login'
  | 'register'
  | 'customer-index'
  | 'customer'
  | 'admin'
  | 'payment-return'
  | 'stand-in'
  | 'unknown';

/** `/x/{one segment}`: a dynamic page such as /product/{id}. */
function isOneSegmentUnder(path: string, prefix: string): boolean {
  if (!path.startsWith(prefix)) return false;
  const rest = path.slice(prefix.length);
  return rest.length > 0 && !rest.includes('/');
}

/** `/admin/orders/{id}/packing-slip`: an order's printable slip. */
const isPackingSlip = (path: string) =>
  path.endsWith('/packing-slip') &&
  isOneSegmentUnder(path.slice(0, -'/packing-slip'.length), '/admin/orders/');

function classify(path: string): Kind {
  if (path === '/') return 'home';
  if (CATALOG_PAGES.has(path) || isOneSegmentUnder(path, '/product/')) return 'catalog';
  if (
    OPEN_PAGES.has(path) ||
    isOneSegmentUnder(path, '/verify-email/') ||
    isOneSegmentUnder(path, STAFF_INVITE_PREFIX) ||
    ORDER_LINK_PAGE.test(path)
  )
    return 'open';
  if (path === '/login') return 'login';
  if (path === '/register') return 'register';
  if (path === '/customer') return 'customer-index';
  if (CUSTOMER_PAGES.has(path) || isOneSegmentUnder(path, '/customer/product/')) return 'customer';
  if (
    ADMIN_PAGES.has(path) ||
    isOneSegmentUnder(path, '/admin/products/') ||
    isOneSegmentUnder(path, '/admin/orders/') ||
    isPackingSlip(path) ||
    isOneSegmentUnder(path, '/admin/customers/')
  )
    return 'admin';
  if (PAYMENT_RETURNS.has(path)) return 'payment-return';
  if (path === `/${COMING_SOON_SEGMENT}`) return 'stand-in';
  return 'unknown';
}

/** Trailing slashes do not make a different page. */
function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Whether a page of the shop answers this path (any product address counts: its page says whether
 * the product is there). Other paths go to the visitor's home, unless the store redirects them.
 */
export const isStorePage = (pathname: string) => classify(normalize(pathname)) !== 'unknown';

/**
 * The guard decision for a page. Signed out on a protected page: /login. Admin-only page for a
 * non-admin: /. Customer-only page for a non-customer: /admin. Customers on public catalog pages
 * go to the /customer version; an admin browses them read-only (basket and checkout send an admin
 * to /admin), and sees the home page only with STOREFRONT_VIEW_PATH's flag.
 * Unknown paths go to the role's home.
 */
export function routeFor(
  pathname: string,
  role: Role | null,
  search: string | URLSearchParams = '',
): RouteDecision {
  const path = normalize(pathname);
  switch (classify(path)) {
    case 'home':
      if (role === 'admin' && new URLSearchParams(search).get(STOREFRONT_VIEW_PARAM) === 'store') return {};
      return role ? { redirect: homeFor(role) } : {};
    case 'catalog':
      if (role === 'customer') return { redirect: `/customer${path}`, keepQuery: true };
      if (role === 'admin')
        return ADMIN_BROWSABLE.has(path) || isOneSegmentUnder(path, '/product/')
          ? {}
          : { redirect: '/admin' };
      return {};
    case 'open':
    case 'login':
      // The sign-in form stays open to everyone: a session the api has ended may still look
      // alive in its cookie, and the form is where it gets cleared.
      return {};
    case 'register':
      return { redirect: '/login?tab=register' };
    case 'customer-index':
      return { redirect: role === null ? '/login' : homeFor(role) };
    case 'customer':
      if (role === null) return { redirect: '/login' };
      return role === 'customer' ? {} : { redirect: '/admin' };
    case 'admin':
      if (role === null) return { redirect: '/login' };
      return role === 'admin' ? {} : { redirect: '/' };
    case 'payment-return':
      if (role === null) return { redirect: '/login' };
      return { redirect: role === 'admin' ? '/admin/payment-settings' : '/' };
    case 'stand-in':
    case 'unknown':
      // "Coming soon" is a page of the shop (no redirect may take its path), shown only in place
      // of another page while the store is not open; asked for by name, it sends home.
      return { redirect: homeFor(role) };
  }
}

/**
 * The storefront's page where a buyer asks to return an order's pieces or withdraws from it: from
 * My Orders without a token (the signed-in account is the proof), or by the confirmation mail's link.
 */
export const orderReturnPath = (orderId: string, token?: string) =>
  `/orders/${encodeURIComponent(orderId)}/return${token ? `?${new URLSearchParams({ token })}` : ''}`;
