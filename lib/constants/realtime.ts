/**
 * The live socket (storefront spec §8, §9): its timeouts and retries (milliseconds), the lines it
 * logs, and the event that carries a stock change. The browser's socket and the api's server both
 * read them from here.
 */
export const SOCKET_TIMEOUT_MS = 15_000;
/** Tries after a dropped connection before the socket gives up. */
export const SOCKET_RECONNECTION_ATTEMPTS = 3;
/** The base wait between tries: 1 s, doubled at each further try up to SOCKET_BACKOFF_CAP_MS. */
export const SOCKET_RECONNECTION_DELAY_MS = 1_000;
export const SOCKET_PING_TIMEOUT_MS = 60_000;
export const SOCKET_PING_INTERVAL_MS = 25_000;
/** Connect errors in a row, from a fresh start, before the socket gives up. */
export const SOCKET_MAX_CONNECT_ERRORS = 5;
export const SOCKET_BACKOFF_CAP_MS = 10_000;
/** The pause before reconnecting after the transport closed or failed. */
export const SOCKET_TRANSPORT_RETRY_MS = 2_000;
/** The socket's log lines (spec §8). */
export const SOCKET_MESSAGES = {
  maxAttempts: 'Max connection attempts reached',
  timeout: 'Connection timeout',
  connectError: 'Connection error',
  malformedUpdate: 'Ignored a malformed inventory update',
} as const;
/** The socket event that carries a stock change. */
export const INVENTORY_UPDATE_EVENT = 'inventoryUpdate';
/**
 * The event a page sends each time its socket connects, naming the products it shows (at most
 * STOCK_SYNC_MAX_PRODUCTS): the api answers with their current stock as inventory updates, so a
 * page that was hidden, offline, or served from the cache a moment before a sale catches up.
 */
export const STOCK_SYNC_EVENT = 'stockSync';
export const STOCK_SYNC_MAX_PRODUCTS = 50;
/** A socket's syncs closer together than this are ignored. */
export const STOCK_SYNC_MIN_INTERVAL_MS = 2_000;
