/**
 * Where checkout keeps the typed form in the tab, and forgetting it. Apart from checkout-storage
 * (which validates what it reads with zod) because signing out clears it on every page, and that
 * must not bring a validation library into every page's first load.
 */
export const CHECKOUT_FORM_KEY = 'sitka:checkout-form';

export function clearCheckoutForm(): void {
  try {
    (typeof window === 'undefined' ? null : window.sessionStorage)?.removeItem(CHECKOUT_FORM_KEY);
  } catch {
    // Nothing to clear.
  }
}
