import { io, type Socket } from 'socket.io-client';
import {
  INVENTORY_UPDATE_EVENT,
  SOCKET_BACKOFF_CAP_MS,
  SOCKET_MAX_CONNECT_ERRORS,
  SOCKET_MESSAGES,
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  SOCKET_TRANSPORT_RETRY_MS,
  STOCK_SYNC_EVENT,
  STOCK_SYNC_MAX_PRODUCTS,
} from '../constants/realtime';
import { browserLogger } from '../app-shell/browser-logger';
import { inventoryUpdateEventOf } from '../catalog/product-guards';
import type { InventoryUpdateEvent } from '../schemas/product';

const logger = browserLogger('realtime');

export type InventorySocket = { close(): void };

type Options = {
  url: string;
  tenantId: string;
  onUpdate: (event: InventoryUpdateEvent) => void;
  /** The products the page shows: at each connection the api is asked for their current stock. */
  followed?: () => readonly string[];
  /** Injectable for tests. */
  connect?: typeof io;
};

/** The wait after the n-th connect error: 2^n times the reconnection delay (2^n s), capped at 10 s. */
export function connectBackoffMs(errors: number): number {
  return Math.min(SOCKET_RECONNECTION_DELAY_MS * 2 ** errors, SOCKET_BACKOFF_CAP_MS);
}

/** The wait before reconnecting after a drop: the server's hang-up 1 s, a failed transport 2 s. */
function dropRetryMs(reason: Socket.DisconnectReason): number {
  return reason === 'io server disconnect' ? SOCKET_RECONNECTION_DELAY_MS : SOCKET_TRANSPORT_RETRY_MS;
}

/**
 * A live-stock socket with the spec's reconnection policy, driven by hand (socket.io's own
 * reconnection is off so the two cannot race): connect errors back off 2^n s up to 10 s and stop
 * after 5 from a fresh start, or after 3 tries once a connection has dropped; a server hang-up
 * reconnects after 1 s, a transport close or error after 2 s; a hidden page disconnects and a
 * visible one starts afresh. Each connection asks for the current stock of the products followed,
 * so what changed while the page was hidden or offline, or before a cached page was served, shows.
 */
export function openInventorySocket({
  url,
  tenantId,
  onUpdate,
  followed = () => [],
  connect = io,
}: Options): InventorySocket {
  let errors = 0;
  // Once a connection has dropped, the tries left are fewer than from a fresh start.
  let reconnecting = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const socket: Socket = connect(url, {
    transports: ['websocket'],
    auth: { tenantId },
    reconnection: false,
    timeout: SOCKET_TIMEOUT_MS,
    autoConnect: false,
  });

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!closed && !socket.connected && document.visibilityState !== 'hidden') socket.connect();
    }, ms);
  };

  socket.on('connect', () => {
    errors = 0;
    reconnecting = false;
    const productIds = [...new Set(followed())].slice(0, STOCK_SYNC_MAX_PRODUCTS);
    if (productIds.length > 0) socket.emit(STOCK_SYNC_EVENT, { productIds });
  });
  socket.on('connect_error', (error: Error) => {
    errors += 1;
    const timedOut = error.message === 'timeout';
    logger.warning(timedOut ? SOCKET_MESSAGES.timeout : SOCKET_MESSAGES.connectError, error.message);
    if (errors >= (reconnecting ? SOCKET_RECONNECTION_ATTEMPTS : SOCKET_MAX_CONNECT_ERRORS)) {
      logger.error(SOCKET_MESSAGES.maxAttempts);
      return;
    }
    schedule(connectBackoffMs(errors));
  });
  socket.on('disconnect', (reason: Socket.DisconnectReason) => {
    if (closed || reason === 'io client disconnect') return;
    // The server hung up, or the transport dropped or timed out: try again shortly. The pause
    // keeps a server that keeps hanging up from being called in a tight loop.
    errors = 0;
    reconnecting = true;
    schedule(dropRetryMs(reason));
  });
  socket.on(INVENTORY_UPDATE_EVENT, (payload: unknown) => {
    const event = inventoryUpdateEventOf(payload);
    if (event) onUpdate(event);
    else logger.warning(SOCKET_MESSAGES.malformedUpdate, payload);
  });

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      clearTimeout(timer);
      socket.disconnect();
    } else if (!socket.connected) {
      errors = 0;
      reconnecting = false;
      socket.connect();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState !== 'hidden') socket.connect();

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
