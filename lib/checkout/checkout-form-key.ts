/**
 * Where checkout keeps the typed form in the tab, and forgetting it. Apart from checkout-storage
 * (which validates what it reads with zod) because signing out clears it on every page, and that
 * must not bring a validation library into every page's first load.
 */
export const CHECKOUT_FORM_KEY = 'sitka:checkout-form';
/** The discount code applied at checkout (discount-storage.ts): it goes with the form. */
export const DISCOUNT_CODE_STORAGE_KEY = 'sitka:checkout-discount';

export function clearCheckoutForm(): void {
  try {
    const storage = typeof window === 'undefined' ? null : window.sessionStorage;
    storage?.removeItem(CHECKOUT_FORM_KEY);
    storage?.removeItem(DISCOUNT_CODE_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
