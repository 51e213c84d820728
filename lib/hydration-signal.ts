/**
 * How a store page says that React has taken it over: an event on the window, sent once by
 * components/store/hydration-mark.tsx. The slow-phone checks (scripts/lib/slow-phone.ts) time the
 * first taps against it.
 */
export const HYDRATED_EVENT = 'sitka:hydrated';
