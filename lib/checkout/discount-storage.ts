/**
 * The discount code applied at checkout, kept in the tab's sessionStorage across reloads for the
 * owner who applied it (a user id, or 'guest'); cleared with the checkout form (an order placed,
 * or signing out).
 */
import { DISCOUNT_CODE_STORAGE_KEY } from './checkout-form-key';

const session = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

export function loadDiscountCode(owner: string): string | null {
  try {
    const saved: unknown = JSON.parse(session()?.getItem(DISCOUNT_CODE_STORAGE_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return null;
    const { owner: who, code } = saved as { owner?: unknown; code?: unknown };
    return who === owner && typeof code === 'string' && code ? code : null;
  } catch {
    return null;
  }
}

export function saveDiscountCode(owner: string, code: string | null): void {
  try {
    if (code) session()?.setItem(DISCOUNT_CODE_STORAGE_KEY, JSON.stringify({ owner, code }));
    else session()?.removeItem(DISCOUNT_CODE_STORAGE_KEY);
  } catch {
    // Storage off: the code still applies until the tab reloads.
  }
}
