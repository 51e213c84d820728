/**
 * How a store page tells the after-paint loader (lib/paint-first.ts) that React has taken it over:
 * an event on the window, sent once by components/store/hydration-mark.tsx. Until then a link
 * tapped on the page is held and followed by React once it is ready (React drops a navigation
 * asked for while it is still taking the page over).
 */
export const HYDRATED_EVENT = 'sitka:hydrated';
