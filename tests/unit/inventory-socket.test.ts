/**
 * @jest-environment jsdom
 */
import type { io } from 'socket.io-client';
import * as realtime from '@/lib/constants/realtime';
import { connectBackoffMs, openInventorySocket } from '@/lib/realtime/inventory-socket';

type Handler = (...args: unknown[]) => void;

/** A socket.io client stand-in: records its options and connect calls, and lets a test fire events. */
function fakeSocket() {
  const handlers = new Map<string, Handler>();
  const socket = {
    connected: false,
    options: undefined as Record<string, unknown> | undefined,
    connects: 0,
    on(event: string, handler: Handler): void {
      handlers.set(event, handler);
    },
    connect: jest.fn((): void => {
      socket.connects += 1;
    }),
    disconnect: jest.fn(),
    emit: jest.fn(),
    removeAllListeners: jest.fn(),
    fire(event: string, ...args: unknown[]) {
      handlers.get(event)?.(...args);
    },
  };
  const connect = ((_url: string, options: Record<string, unknown>) => {
    socket.options = options;
    return socket;
  }) as unknown as typeof io;
  return { socket, connect };
}

let errorLog: jest.SpyInstance;
let warnLog: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  warnLog = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

/** Lines are written once the logger has loaded (lib/app-shell/browser-logger.ts): a few promise turns. */
async function linesWritten() {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function open() {
  const { socket, connect } = fakeSocket();
  const handle = openInventorySocket({
    url: 'http://api.test',
    tenantId: 'demo',
    onUpdate: () => {},
    connect,
  });
  return { socket, handle };
}

/** One failed try to connect. */
function failOnce(socket: ReturnType<typeof fakeSocket>['socket'], message = 'xhr poll error') {
  socket.fire('connect_error', new Error(message));
}

describe('the live socket follows the spec constants', () => {
  it('keeps the spec values in the one constants module', () => {
    expect(realtime.SOCKET_TIMEOUT_MS).toBe(15_000);
    expect(realtime.SOCKET_RECONNECTION_ATTEMPTS).toBe(3);
    expect(realtime.SOCKET_RECONNECTION_DELAY_MS).toBe(1_000);
    expect(realtime.SOCKET_BACKOFF_CAP_MS).toBe(10_000);
    expect(realtime.SOCKET_MAX_CONNECT_ERRORS).toBe(5);
    expect(realtime.SOCKET_MESSAGES.maxAttempts).toBe('Max connection attempts reached');
  });

  it('connects over the websocket only with a 15 s timeout', () => {
    const { socket, handle } = open();
    expect(socket.options).toMatchObject({ transports: ['websocket'], timeout: 15_000 });
    expect(socket.connects).toBe(1);
    handle.close();
  });

  it('backs off 2^n seconds from the 1 s delay, capped at 10 s', () => {
    expect([1, 2, 3, 4, 5].map(connectBackoffMs)).toEqual([2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('retries connect errors with the backoff and stops after 5 with "Max connection attempts reached"', async () => {
    const { socket, handle } = open();
    for (let n = 1; n <= 4; n += 1) {
      failOnce(socket);
      jest.advanceTimersByTime(connectBackoffMs(n) - 1);
      expect(socket.connects).toBe(n);
      jest.advanceTimersByTime(1);
      expect(socket.connects).toBe(n + 1);
    }
    failOnce(socket, 'timeout');
    await linesWritten();
    expect(warnLog).toHaveBeenCalledWith(expect.stringContaining('Connection timeout'), 'timeout');
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('Max connection attempts reached'));
    jest.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(5);
    handle.close();
  });

  it('after a dropped connection tries 3 times, the first after 2 s, then gives up', async () => {
    const { socket, handle } = open();
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    jest.advanceTimersByTime(1_999);
    expect(socket.connects).toBe(1);
    jest.advanceTimersByTime(1);
    expect(socket.connects).toBe(2);
    failOnce(socket);
    jest.advanceTimersByTime(connectBackoffMs(1));
    expect(socket.connects).toBe(3);
    failOnce(socket);
    jest.advanceTimersByTime(connectBackoffMs(2));
    expect(socket.connects).toBe(4);
    failOnce(socket);
    await linesWritten();
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('Max connection attempts reached'));
    jest.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(4);
    handle.close();
  });

  it("reconnects 1 s after the server hangs up, and not at all after the page's own disconnect", () => {
    const { socket, handle } = open();
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    jest.advanceTimersByTime(1_000);
    expect(socket.connects).toBe(2);
    socket.fire('connect');
    socket.fire('disconnect', 'io client disconnect');
    jest.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(2);
    handle.close();
  });

  it('asks for the current stock of the products followed at every connection, and only then', () => {
    const { socket, connect } = fakeSocket();
    let followed = ['p1', 'p2', 'p1'];
    const handle = openInventorySocket({
      url: 'http://api.test',
      tenantId: 'demo',
      onUpdate: () => {},
      followed: () => followed,
      connect,
    });
    expect(socket.emit).not.toHaveBeenCalled();
    socket.fire('connect');
    expect(socket.emit).toHaveBeenLastCalledWith(realtime.STOCK_SYNC_EVENT, { productIds: ['p1', 'p2'] });
    // Back after a drop, the page follows what it shows now (at most the limit).
    followed = Array.from({ length: realtime.STOCK_SYNC_MAX_PRODUCTS + 5 }, (_, i) => `p${i}`);
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(socket.emit).toHaveBeenCalledTimes(2);
    expect(socket.emit.mock.calls[1][1].productIds).toHaveLength(realtime.STOCK_SYNC_MAX_PRODUCTS);
    handle.close();
  });
});
