/**
 * What the durable outboxes (email, Notion) share on the sending side: how long a failed row waits,
 * and the sends started right after a commit, which the app waits for before it closes. Claiming
 * due rows is in `../repositories/outbox.ts`.
 */

/** First wait after a failure; it doubles each attempt up to the cap. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 60 * 60_000;
/** How long a claimed row is its sender's: longer than any one send may take. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** The wait before the next attempt after `attempts` failed ones (1 → 30 s, 2 → 1 min, …, 1 h). */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_CAP_MS);
}

/** Sends started after a commit, without holding up the request; `settled()` waits for them. */
export function createInFlight() {
  const inFlight = new Set<Promise<unknown>>();
  return {
    /** Tracks a send that never rejects (its caller logs its failure). */
    track<T>(run: Promise<T>): Promise<T> {
      const tracked = run.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      return tracked;
    },
    /** Resolves when every send started so far has finished. */
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
