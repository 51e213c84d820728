/**
 * How the web and the api talk: timeouts (in milliseconds), the headers every call may carry, the
 * largest body either reads.
 */
export const REQUEST_TIMEOUT_MS = 60_000;
/** The web's own server (pages, sign-in, the BFF) waits at most this long for the api, then falls back. */
export const SERVER_API_TIMEOUT_MS = 5_000;
/** App start: after this long still loading, the shopper is told to refresh. */
export const APP_LOAD_SLOW_MS = 10_000;
/** Headers every api call may carry. */
export const TENANT_HEADER = 'x-tenant-id';
export const API_KEY_HEADER = 'x-api-key';
/** The web's answer (502) when the api cannot be reached, from the BFF and the image relay alike. */
export const UPSTREAM_UNAVAILABLE = {
  error: 'The store service is unavailable',
  code: 'UPSTREAM_UNAVAILABLE',
} as const;
/** The largest request body the api reads (and the web passes on), in bytes. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
