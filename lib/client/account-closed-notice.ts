/** That an account was just closed, carried from the account page to the store's home for one showing. */
const KEY = 'sitka:account-closed';

/** Notes the closing, for the home page to say once. */
export function noteAccountClosed(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (a private window's quota): the account is closed all the same.
  }
}

/** Whether an account was just closed in this tab; forgets it, so it is said once. */
export function takeAccountClosed(): boolean {
  try {
    if (typeof window === 'undefined' || sessionStorage.getItem(KEY) !== '1') return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
