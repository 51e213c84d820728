/**
 * The storefront's analytics in the browser: a random visit id kept in localStorage and the events
 * sent with it, both only once the visitor's consent allows (lib/constants/consent.ts): they
 * accepted, or the store does not ask them. Before that nothing is kept and nothing is sent.
 */
import {
  ANALYTICS_ID_KEY,
  CONSENT_OUTSIDE,
  DEFAULT_CONSENT_REQUIRED_FOR,
  type ConsentRequiredFor,
} from './constants/consent';
import { consentCookieOf } from './consent-cookie';
import { browserLogger } from './app-shell/browser-logger';

const SESSION_KEY = ANALYTICS_ID_KEY;
const logger = browserLogger('analytics');
let requiredFor: ConsentRequiredFor = DEFAULT_CONSENT_REQUIRED_FOR;

/** The store's setting, as the page says it (components/store/analytics-tracker.tsx). */
export function setConsentRequiredFor(value: ConsentRequiredFor): void {
  requiredFor = value;
}

/** Whether analytics may keep its id and send events: accepted, or not asked of this visitor. */
export function analyticsAllowed(): boolean {
  if (typeof document === 'undefined') return false;
  const value = consentCookieOf(document.cookie);
  if (value === 'accepted') return true;
  return value === CONSENT_OUTSIDE && requiredFor === 'eu';
}

/** Forgets the visit id: the visitor rejected analytics after accepting it. */
export function forgetSessionId(): void {
  storage()?.removeItem(SESSION_KEY);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage can be disabled by the browser's privacy settings
  }
}

/** The stored session id, if there is one and analytics is allowed. */
export function storedSessionId(): string | null {
  if (!analyticsAllowed()) return null;
  return storage()?.getItem(SESSION_KEY) ?? null;
}

/** The session id, created (a random uuid) and stored on first use. */
export function ensureSessionId(): string | null {
  if (!analyticsAllowed()) return null;
  const store = storage();
  if (!store) return null;
  const existing = store.getItem(SESSION_KEY);
  if (existing) return existing;
  const created = crypto.randomUUID();
  store.setItem(SESSION_KEY, created);
  return created;
}

// Tracking must never disturb the shopper: failures are logged and dropped.
async function send(path: string, body: Record<string, unknown>): Promise<void> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
    if (!response.ok) logger.warning(`${path} answered ${response.status}`);
  } catch (error) {
    logger.warning(`${path} failed`, error);
  }
}

/** Records a page view; the BFF decides the tenant, the body only mirrors it. */
export function recordPageView(pageId: string, tenantId: string): Promise<void> {
  const sessionId = ensureSessionId();
  if (!sessionId) return Promise.resolve();
  return send('/api/analytics/page-view', {
    pageId,
    sessionId,
    tenantId,
    referrer: document.referrer || null,
  });
}

/** Records a product click, only when a session id is already stored (as the spec asks). */
export function recordProductClick(product: { id: string; name: string }, pageId: string): Promise<void> {
  const sessionId = storedSessionId();
  if (!sessionId) return Promise.resolve();
  return send('/api/analytics/product-click', {
    productId: product.id,
    productName: product.name,
    sessionId,
    pageId,
  });
}

/** Records a product put in the basket (the funnel's step), when a session id is already stored. */
export function recordCartAdd(productId: string, pageId: string): Promise<void> {
  const sessionId = storedSessionId();
  if (!sessionId) return Promise.resolve();
  return send('/api/analytics/cart-add', { productId, sessionId, pageId });
}
