/**
 * The application shell (storefront spec §9): how long a lazily loaded part of the app may take
 * to arrive before it counts as a failed chunk load.
 */
export const LAZY_CHUNK_LOAD_TIMEOUT_MS = 120_000;
