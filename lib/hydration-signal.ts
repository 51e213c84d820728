/**
 * How a store page says that React has taken it over, Next's router included: an event on the
 * window and a flag, set once by components/store/hydration-mark.tsx. The slow-phone checks
 * (scripts/lib/slow-phone.ts) time the first taps against it, and what writes the address in place
 * waits for it (whenRouterFollows).
 */
export const HYDRATED_EVENT = 'sitka:hydrated';

/** Past this, a page without the mark (a preview outside the store's frame) goes on without it. */
const WAIT_AT_MOST_MS = 2_000;

declare global {
  interface Window {
    __sitkaHydrated?: boolean;
  }
}

/** Says that React and its router have the page: the flag, then the event. */
export function markHydrated(): void {
  window.__sitkaHydrated = true;
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/**
 * Runs `run` once Next's router follows the history API (the answer calls it off): at once when it does, else when the page
 * says it has been taken over. The router starts following it in an effect after hydration, so an
 * address written in place before then (a choice made while React was still taking the page) would
 * change the address bar and not the page.
 */
export function whenRouterFollows(run: () => void): () => void {
  if (window.__sitkaHydrated) {
    run();
    return () => {};
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.removeEventListener(HYDRATED_EVENT, once);
    clearTimeout(timer);
    run();
  };
  window.addEventListener(HYDRATED_EVENT, once);
  const timer = setTimeout(once, WAIT_AT_MOST_MS);
  // Called off: what was to run is dropped (its page has gone).
  return () => {
    done = true;
    window.removeEventListener(HYDRATED_EVENT, once);
    clearTimeout(timer);
  };
}
