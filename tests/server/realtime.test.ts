import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { INVENTORY_UPDATE_EVENT, STOCK_SYNC_EVENT } from '@/lib/constants/realtime';
import { tenantDomains } from '@/server/src/db/schema';
import { bearerFor, buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

type InventoryUpdate = { productId: string; newInventory: number | null };

/** Long enough for an event that was going to arrive to have arrived. */
const QUIET_MS = 500;

let t: TestApp;
let demoProduct: { id: string; totalInventory: number | null };
let owner: { authorization: string };
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  [demoProduct] = (
    await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'demo' } })
  ).json().products;
  owner = await bearerFor(t.app, 'owner@demo.test');
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function open(url: string, auth: Record<string, string>, origin?: string): Socket {
  // A browser page sends its Origin with the handshake; socket.io-client in Node sends it as told.
  const socket = connect(url, {
    transports: ['websocket'],
    auth,
    reconnection: false,
    forceNew: true,
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  sockets.push(socket);
  return socket;
}

/** A socket that has joined its store's room. */
async function connected(url: string, auth: Record<string, string>, origin?: string): Promise<Socket> {
  const socket = open(url, auth, origin);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function connectError(url: string, auth: Record<string, string>, origin?: string): Promise<string> {
  const socket = open(url, auth, origin);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, but should have been refused')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** Every inventory event a socket receives from now on. */
function collect(socket: Socket): InventoryUpdate[] {
  const received: InventoryUpdate[] = [];
  socket.on(INVENTORY_UPDATE_EVENT, (event: InventoryUpdate) => received.push(event));
  return received;
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setStock(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  totalInventory: number | null,
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}/inventory`,
    headers: { 'x-tenant-id': 'demo', ...headers },
    payload: { totalInventory },
  });
  expect(response.statusCode).toBe(200);
}

describe('live stock on one instance', () => {
  let url: string;

  beforeAll(async () => {
    url = await listen(t.app);
  });

  it("sends a stock change to the store's visitors and to no other store's", async () => {
    const demoSocket = await connected(url, { tenantId: 'demo' });
    const northSocket = await connected(url, { tenantId: 'north' });
    const demoEvents = collect(demoSocket);
    const northEvents = collect(northSocket);

    await setStock(t.app, owner, demoProduct.id, 17);
    const event = await waitFor(() => demoEvents[0]);
    expect(event).toEqual({ productId: demoProduct.id, newInventory: 17 });

    await sleep(QUIET_MS);
    expect(demoEvents).toHaveLength(1);
    expect(northEvents).toEqual([]);
  });

  it('answers a page catching up with the current stock of what it shows, and of nothing else', async () => {
    await setStock(t.app, owner, demoProduct.id, 9);
    const socket = await connected(url, { tenantId: 'demo' });
    const events = collect(socket);
    const north = await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'north' } });
    const northProductId: string = north.json().products[0].id;

    socket.emit(STOCK_SYNC_EVENT, { productIds: [demoProduct.id, northProductId] });
    expect(await waitFor(() => events[0])).toEqual({ productId: demoProduct.id, newInventory: 9 });
    await sleep(QUIET_MS);
    // Another store's product is not answered, and a second ask at once is ignored.
    socket.emit(STOCK_SYNC_EVENT, { productIds: [demoProduct.id] });
    socket.emit(STOCK_SYNC_EVENT, { productIds: ['not-an-id'] });
    await sleep(QUIET_MS);
    expect(events).toEqual([{ productId: demoProduct.id, newInventory: 9 }]);
  });

  it('sends null when the stock becomes unlimited', async () => {
    const socket = await connected(url, { tenantId: 'demo' });
    const events = collect(socket);
    await setStock(t.app, owner, demoProduct.id, null);
    expect(await waitFor(() => events[0])).toEqual({ productId: demoProduct.id, newInventory: null });
  });

  it('sends nothing for a change that was refused', async () => {
    const socket = await connected(url, { tenantId: 'demo' });
    const events = collect(socket);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${demoProduct.id}/inventory`,
      headers: { 'x-tenant-id': 'demo', ...owner },
      payload: { totalInventory: -3 },
    });
    expect(response.statusCode).toBe(400);
    await sleep(QUIET_MS);
    expect(events).toEqual([]);
  });

  it('accepts the store id in any case, as the header does', async () => {
    const socket = await connected(url, { tenantId: 'DEMO' });
    const events = collect(socket);
    await setStock(t.app, owner, demoProduct.id, 8);
    expect(await waitFor(() => events[0])).toEqual({ productId: demoProduct.id, newInventory: 8 });
  });

  it('refuses a handshake for an unknown store, or with no store', async () => {
    expect(await connectError(url, { tenantId: 'nowhere' })).toBe('Unknown store');
    expect(await connectError(url, {})).toBe('Unknown store');
  });

  it("refuses a handshake with another store's token, or a token that is not ours", async () => {
    const northOwner = await bearerFor(t.app, 'owner@north.test', 'north');
    const northToken = northOwner.authorization.replace(/^Bearer /, '');
    expect(await connectError(url, { tenantId: 'demo', token: northToken })).toBe(
      'This account belongs to another store',
    );
    expect(await connectError(url, { tenantId: 'demo', token: 'not.a.token' })).toBe('Invalid token');
    // The store's own token is welcome.
    const ownToken = owner.authorization.replace(/^Bearer /, '');
    const socket = await connected(url, { tenantId: 'demo', token: ownToken });
    expect(socket.connected).toBe(true);
  });

  it("refuses a page of another site, and another store's domain, while the store's own pages connect", async () => {
    expect(await connectError(url, { tenantId: 'demo' }, 'https://evil.example')).toBe('Origin not allowed');
    // A look-alike of a store's host name is another site.
    expect(await connectError(url, { tenantId: 'demo' }, 'http://localhost.evil.example:3000')).toBe(
      'Origin not allowed',
    );
    expect((await connected(url, { tenantId: 'demo' }, 'http://localhost:3000')).connected).toBe(true);
    const [demoDomain, northDomain] = await Promise.all(
      ['demo', 'north'].map(
        async (tenantId) =>
          (
            await t.database.db
              .select()
              .from(tenantDomains)
              .where(eq(tenantDomains.tenantId, tenantId))
              .limit(1)
          )[0].domain,
      ),
    );
    expect((await connected(url, { tenantId: 'demo' }, `https://${demoDomain}`)).connected).toBe(true);
    expect(await connectError(url, { tenantId: 'demo' }, `https://${northDomain}`)).toBe(
      'Origin not allowed',
    );
  });

  it('refuses a token that logout has ended', async () => {
    const session = await bearerFor(t.app, 'shopper@demo.test');
    const token = session.authorization.replace(/^Bearer /, '');
    expect((await connected(url, { tenantId: 'demo', token })).connected).toBe(true);
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-tenant-id': 'demo', ...session },
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(await connectError(url, { tenantId: 'demo', token })).toBe('Your session has ended');
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A deployment of its own on the shared Redis: this run hears no other run's events. */
const deployment = () => ({
  REDIS_URL,
  REDIS_PREFIX: `sitka-test-jobs-${randomBytes(4).toString('hex')}`,
});

describe('live stock across instances sharing Redis', () => {
  const redis = deployment();
  let a: { app: FastifyInstance; close: () => Promise<void> };
  let b: { app: FastifyInstance; close: () => Promise<void> };
  let urlB: string;

  beforeAll(async () => {
    // Two api instances over one database, as behind a load balancer. They share the JWT secret,
    // so the owner's token from the first app works on both (no sign-ins counted in Redis).
    a = await buildPeerApp(t, redis);
    b = await buildPeerApp(t, redis);
    await listen(a.app);
    urlB = await listen(b.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b?.close();
    await a?.close();
  });

  it('delivers a change made through instance A to a visitor connected to instance B', async () => {
    const demoSocket = await connected(urlB, { tenantId: 'demo' });
    const northSocket = await connected(urlB, { tenantId: 'north' });
    const demoEvents = collect(demoSocket);
    const northEvents = collect(northSocket);

    await setStock(a.app, owner, demoProduct.id, 23);
    expect(await waitFor(() => demoEvents[0])).toEqual({ productId: demoProduct.id, newInventory: 23 });

    await sleep(QUIET_MS);
    expect(demoEvents).toHaveLength(1);
    expect(northEvents).toEqual([]);
  });

  it("drops instance B's cached product list when the stock changes through instance A", async () => {
    const stockOnB = async (): Promise<number | null> => {
      const list = (await b.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'demo' } })).json()
        .products;
      return list.find((p: { id: string }) => p.id === demoProduct.id).totalInventory;
    };
    await setStock(a.app, owner, demoProduct.id, 31);
    // B reads the list now and keeps it; only A's message through Redis can make B drop it.
    await stockOnB();
    await setStock(a.app, owner, demoProduct.id, 32);
    let seen: number | null = null;
    const deadline = Date.now() + 5_000;
    while (seen !== 32 && Date.now() < deadline) {
      await sleep(50);
      seen = await stockOnB();
    }
    expect(seen).toBe(32);
  });
});

describe('two deployments on one Redis, each under its own prefix', () => {
  const prefixA = deployment();
  const prefixB = { ...deployment(), REDIS_URL: `${REDIS_URL.replace(/\/\d*$/, '')}/1` };
  const apps: { app: FastifyInstance; close: () => Promise<void> }[] = [];
  let urls: { a2: string; b1: string; b2: string };

  beforeAll(async () => {
    // Deployment B even uses another database number: pub/sub crosses those, the prefix does not.
    apps.push(
      await buildPeerApp(t, prefixA),
      await buildPeerApp(t, prefixA),
      await buildPeerApp(t, prefixB),
      await buildPeerApp(t, prefixB),
    );
    const [, a2, b1, b2] = await Promise.all(apps.map((peer) => listen(peer.app)));
    urls = { a2, b1, b2 };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const peer of apps.reverse()) await peer.close();
  });

  it("delivers A's stock change to A's other instance and to none of B's", async () => {
    const onA2 = collect(await connected(urls.a2, { tenantId: 'demo' }));
    const onB1 = collect(await connected(urls.b1, { tenantId: 'demo' }));
    const onB2 = collect(await connected(urls.b2, { tenantId: 'demo' }));

    await setStock(apps[0].app, owner, demoProduct.id, 41);
    expect(await waitFor(() => onA2[0])).toEqual({ productId: demoProduct.id, newInventory: 41 });
    await sleep(QUIET_MS);
    expect(onA2).toHaveLength(1);
    expect(onB1).toEqual([]);
    expect(onB2).toEqual([]);

    // B's own change still reaches B's other instance, and not A's.
    await setStock(apps[2].app, owner, demoProduct.id, 42);
    expect(await waitFor(() => onB2[0])).toEqual({ productId: demoProduct.id, newInventory: 42 });
    await sleep(QUIET_MS);
    expect(onA2).toHaveLength(1);
  });
});
