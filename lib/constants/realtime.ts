/**
 * The live socket: its timeouts and retries (milliseconds), and the event that carries a stock change.
 */
export const SOCKET_TIMEOUT_MS = 15_000;
export const SOCKET_RECONNECTION_ATTEMPTS = 3;
export const SOCKET_RECONNECTION_DELAY_MS = 1_000;
export const SOCKET_PING_TIMEOUT_MS = 60_000;
export const SOCKET_PING_INTERVAL_MS = 25_000;
export const SOCKET_MAX_CONNECT_ERRORS = 5;
export const SOCKET_BACKOFF_CAP_MS = 10_000;
export const SOCKET_TRANSPORT_RETRY_MS = 2_000;
/** The socket event that carries a stock change. */
export const INVENTORY_UPDATE_EVENT = 'inventoryUpdate';
