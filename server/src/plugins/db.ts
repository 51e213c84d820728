import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { ProductListCache } from '../services/catalog/products';

/** Hands the open database to routes as `app.db`; the caller owns opening and closing it. */
export default fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('database', handle);
    app.decorate('productCache', new ProductListCache(handle.db));
  },
  { name: 'db' },
);
