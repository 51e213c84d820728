/**
 * Leaving the session's pages with a full load, so no state of the ended session survives in
 * memory. One place for it, which tests replace (jsdom cannot navigate).
 */
export function goTo(path: string): void {
  // A full load drops every trace of the session.
  window.location.assign(path);
}
