/**
 * Before its owner opens it, a store shows shoppers "coming soon" in place of every storefront
 * page. Its back-office people (signed in, admin role) see the real pages, with a bar saying the
 * store is not open yet; the pages to sign in and verify an address stay reachable for them.
 */
import type { Role } from './routing';

/**
 * Addresses a store not open yet still serves to anyone: signing in, verifying, the back-office
 * door, and a staff invitation's page (its owner may invite a helper before opening).
 */
const OPEN_BEFORE_OPENING = [
  /^\/login\/?$/,
  /^\/invite\//,
  /^\/verify-email(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/notion-callback\/?$/,
];

/** The page that stands in for the storefront, under the store's own segment. */
export const COMING_SOON_SEGMENT = 'coming-soon';

/** Whether this request sees "coming soon" instead of the page it asked for. */
export function showsComingSoon(pathname: string, role: Role | null, opened: boolean): boolean {
  if (opened || role === 'admin') return false;
  return !OPEN_BEFORE_OPENING.some((pattern) => pattern.test(pathname));
}
