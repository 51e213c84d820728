import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import {
  INVENTORY_UPDATE_EVENT,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_PING_TIMEOUT_MS,
  STOCK_SYNC_EVENT,
  STOCK_SYNC_MIN_INTERVAL_MS,
} from '@/lib/constants/realtime';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import { originAllowed, tokenIsCurrent } from '../services/auth/socket-access';
import { tagsFor } from '../services/cache/expiry';
import { stockSyncEvents } from '../services/catalog/stock-sync';
import type { TokenClaims } from '../types';

const roomOf = (tenantId: string) => `tenant:${tenantId}`;
const PRODUCTS_CHANGED = 'products:changed';

/**
 * socket.io on the api's HTTP server. A visitor names its tenant in `auth.tenantId` and joins that
 * tenant's room; stock changes go to that room only. With Redis, events and cache invalidations
 * reach every api instance of the deployment: the adapter's channels start with `prefix`
 * (REDIS_PREFIX), since pub/sub crosses Redis database numbers.
 */
export default fp<{
  redisUrl?: string;
  prefix: string;
  origins: string[];
  revalidate?: (tags: string[]) => void;
}>(
  async (app, options) => {
    const io = new Server(app.server, {
      transports: ['websocket'],
      cors: { origin: options.origins, credentials: true },
      pingInterval: SOCKET_PING_INTERVAL_MS,
      pingTimeout: SOCKET_PING_TIMEOUT_MS,
      serveClient: false,
    });

    const redisClients: Redis[] = [];
    if (options.redisUrl) {
      const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub, { key: `${options.prefix}:socket.io` }));
    }

    io.use(async (socket, next) => {
      const tenantId =
        typeof socket.handshake.auth?.tenantId === 'string'
          ? socket.handshake.auth.tenantId.toLowerCase()
          : '';
      const tenant = tenantId ? await app.findTenant(tenantId).catch(() => null) : null;
      if (!tenant) return next(new Error('Unknown store'));
      if (
        !(await originAllowed(app, tenant.id, socket.handshake.headers.origin, options.origins).catch(
          () => false,
        ))
      )
        return next(new Error('Origin not allowed'));
      const token = socket.handshake.auth?.token;
      if (typeof token === 'string' && token) {
        let claims: TokenClaims;
        try {
          claims = app.jwt.verify<TokenClaims>(token);
        } catch {
          return next(new Error('Invalid token'));
        }
        if (claims.tenant !== tenant.id) return next(new Error('This account belongs to another store'));
        if (!(await tokenIsCurrent(app, claims).catch(() => false)))
          return next(new Error('Your session has ended'));
        socket.data.userId = claims.sub;
      }
      socket.data.tenantId = tenant.id;
      next();
    });
    io.on('connection', (socket) => {
      void socket.join(roomOf(socket.data.tenantId));
      // A page catching up (after a hidden spell, a drop, or a cached render) asks for the current
      // stock of what it shows; the answer goes to that page alone, at most every couple of seconds.
      let lastSync = 0;
      socket.on(STOCK_SYNC_EVENT, (payload: unknown) => {
        const now = Date.now();
        if (now - lastSync < STOCK_SYNC_MIN_INTERVAL_MS) return;
        lastSync = now;
        stockSyncEvents(app.db, socket.data.tenantId, payload).then(
          (events) => events.forEach((event) => socket.emit(INVENTORY_UPDATE_EVENT, event)),
          (error: unknown) => app.log.warn({ err: error }, 'stock sync failed'),
        );
      });
    });

    // Another instance changed a tenant's products: drop our cached lists too.
    io.on(PRODUCTS_CHANGED, (tenantId: string) => app.productCache.invalidate(tenantId));

    app.decorate('io', io);
    app.decorate('productsChanged', (tenantId: string, stock: InventoryUpdateEvent[] = []) => {
      app.productCache.invalidate(tenantId);
      if (options.redisUrl) io.serverSideEmit(PRODUCTS_CHANGED, tenantId);
      for (const change of stock) io.to(roomOf(tenantId)).emit(INVENTORY_UPDATE_EVENT, change);
      options.revalidate?.(
        tagsFor('stock-changed', { storeId: tenantId, productIds: stock.map((change) => change.productId) }),
      );
    });

    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['db', 'tenant'] },
);
