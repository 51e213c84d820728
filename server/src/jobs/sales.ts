/**
 * The sales fold: every minute, on one instance, each store's recorded sales (product_sales, one
 * row per order line) are added to its products' counts. Reads add the rows not folded yet, so
 * the fold only keeps that table short; a missed minute loses nothing.
 */
import type { FastifyInstance } from 'fastify';
import { SALES_FOLD_LOCK } from '../repositories/locks';
import { foldSales, storesWithRecordedSales } from '../repositories/product-sales';
import type { Job } from './runner';

/** Every store's recorded sales into its products' counts; how many pieces moved, in how many stores. */
export async function foldAllSales(app: FastifyInstance): Promise<{ pieces: number; stores: number }> {
  const detail = { pieces: 0, stores: 0 };
  // Only the stores that sold since the last fold: an idle platform's minute costs one query.
  for (const tenantId of await storesWithRecordedSales(app.db)) {
    const moved = await foldSales(app.db, tenantId);
    if (moved > 0) [detail.pieces, detail.stores] = [detail.pieces + moved, detail.stores + 1];
  }
  return detail;
}

export const salesFoldJob: Job = {
  name: 'sales-fold',
  pattern: '* * * * *',
  timezone: 'UTC',
  lock: SALES_FOLD_LOCK,
  catchUp: false,
  run: async (app) => ({ detail: await foldAllSales(app) }),
  idle: (detail) => !detail.pieces,
};
