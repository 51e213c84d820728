/**
 * Leaving the session's pages with a full load, so no state of the ended session survives in
 * memory. One place for it, which tests replace (jsdom cannot navigate).
 */
export function goTo(path: string): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops every trace of the session
  window.location.assign(path);
}
