import { io, type Socket } from 'socket.io-client';
import {
  INVENTORY_UPDATE_EVENT,
  SOCKET_BACKOFF_CAP_MS,
  SOCKET_MAX_CONNECT_ERRORS,
  SOCKET_TIMEOUT_MS,
  SOCKET_TRANSPORT_RETRY_MS,
} from '../constants/realtime';
import { createLogger } from '../logger';
import { inventoryUpdateEventSchema, type InventoryUpdateEvent } from '../schemas/product';

const logger = createLogger('realtime');

export type InventorySocket = { close(): void };

type Options = {
  url: string;
  tenantId: string;
  onUpdate: (event: InventoryUpdateEvent) => void;
  /** Injectable for tests. */
  connect?: typeof io;
};

/** The wait after the n-th connect error: 2^n seconds, capped at 10 s. */
export function connectBackoffMs(errors: number): number {
  return Math.min(1000 * 2 ** errors, SOCKET_BACKOFF_CAP_MS);
}

/**
 * A live-stock socket with the spec's reconnection policy, driven by hand (socket.io's own
 * reconnection is off so the two cannot race): connect errors back off 2^n s up to 10 s and stop
 * after 5; a server or transport disconnect reconnects after 2 s; a hidden page disconnects and a
 * visible one reconnects.
 */
export function openInventorySocket({ url, tenantId, onUpdate, connect = io }: Options): InventorySocket {
  let errors = 0;
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
  });
  socket.on('connect_error', (error: Error) => {
    errors += 1;
    logger.warning(error.message === 'timeout' ? 'Connection timeout' : 'Connection error', error.message);
    if (errors >= SOCKET_MAX_CONNECT_ERRORS) {
      logger.error('Max connection attempts reached');
      return;
    }
    schedule(connectBackoffMs(errors));
  });
  socket.on('disconnect', (reason: Socket.DisconnectReason) => {
    if (closed || reason === 'io client disconnect') return;
    // The server hung up, or the transport dropped or timed out: try again shortly. The pause
    // keeps a server that keeps hanging up from being called in a tight loop.
    schedule(SOCKET_TRANSPORT_RETRY_MS);
  });
  socket.on(INVENTORY_UPDATE_EVENT, (payload: unknown) => {
    const event = inventoryUpdateEventSchema.safeParse(payload);
    if (event.success) onUpdate(event.data);
    else logger.warning('Ignored a malformed inventory update', payload);
  });

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      clearTimeout(timer);
      socket.disconnect();
    } else if (!socket.connected) {
      errors = 0;
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
