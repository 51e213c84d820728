/**
 * The checkout form kept in the tab's sessionStorage across reloads (spec §3). Checked by hand, as
 * the basket reads it too (for where the goods go) and loads no validation library.
 */
import type { CheckoutFormInput } from './checkout-form';
import { CHECKOUT_FORM_KEY } from './checkout-form-key';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const session = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

/**
 * The form as last typed in this tab, if it was typed by the same owner (a user id, or 'guest'):
 * a form left behind by someone who has since signed out is not offered to the next person.
 */
export function loadCheckoutForm(owner: string): Partial<CheckoutFormInput> | null {
  try {
    const saved: unknown = JSON.parse(session()?.getItem(CHECKOUT_FORM_KEY) ?? 'null');
    if (!isRecord(saved) || saved.owner !== owner || !isRecord(saved.values)) return null;
    const values: Partial<CheckoutFormInput> = {};
    for (const [key, value] of Object.entries(saved.values)) {
      if (key === 'acknowledged') values.acknowledged = value === true;
      else if (typeof value === 'string') (values as Record<string, string>)[key] = value;
    }
    return values;
  } catch {
    return null;
  }
}

export function saveCheckoutForm(owner: string, values: Partial<CheckoutFormInput>): void {
  try {
    session()?.setItem(CHECKOUT_FORM_KEY, JSON.stringify({ owner, values }));
  } catch {
    // Storage full or off: the form still works, it just will not survive a reload.
  }
}
