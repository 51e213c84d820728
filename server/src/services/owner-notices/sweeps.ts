/**
 * The notices nobody's call makes: a piece or size whose stock fell to the store's threshold, and a
 * paid order past its ship-by day. A sweep (jobs/owner-notices.ts, every minute on one instance)
 * looks at each store whose owner wants them and tells each thing once: a low piece keeps its
 * low_stock_alerts row while it stays low, and loses it when its stock is back above the
 * threshold, so its next fall tells again (the alert's moment is part of the notice's subject).
 */
import type { FastifyInstance } from 'fastify';
import { storeToday } from '@/lib/making-time';
import type { NoticeSettings } from '@/lib/schemas/owner-notices';
import { lowStockEmail, pieceName, shipByLateEmail } from '@server/adapters/email-templates/owner-notices';
import { findTenantName } from '@server/repositories/orders';
import {
  deleteLowStockAlerts,
  findLateOrdersUntold,
  findLowStock,
  findLowStockAlerts,
  insertLowStockAlert,
  type LowStockRow,
} from '@server/repositories/owner-notices';
import { listTenants } from '@server/repositories/store-tables';
import type { Tx } from '@server/repositories/stores';
import { storeLink } from '../stores/domain-lookup';
import { noticeSettingsOf, tellOwner } from './tell';

export type SweepResult = { stores: number; mails: number };

const keyOf = (row: { productId: string; variantKey: string }) => `${row.productId}:${row.variantKey}`;

/** Tells of one piece or size newly low, with its alert; none when another sweep wrote it first. */
async function tellLowPiece(app: FastifyInstance, tx: Tx, tenantId: string, row: LowStockRow) {
  const alert = await insertLowStockAlert(tx, tenantId, row);
  if (!alert) return [];
  const storeName = (await findTenantName(tx, tenantId)) ?? tenantId;
  const link = await storeLink(app, tenantId, `/admin/products/${row.productId}`, tx);
  const mail = lowStockEmail(row, storeName, link);
  const summary = `${pieceName(row.name, row.variantName)}: ${row.stock} left`;
  const subject = `${keyOf(row)}:${alert.createdAt.getTime()}`;
  return tellOwner(tx, tenantId, 'low_stock', subject, { ...mail, summary });
}

/** One store's low pieces: stale alerts dropped, each new fall told; answers the outbox ids. */
async function sweepStoreStock(app: FastifyInstance, tenantId: string, settings: NoticeSettings) {
  return app.db.transaction(async (tx) => {
    const low = await findLowStock(tx, tenantId, settings.lowStockThreshold);
    const alerts = await findLowStockAlerts(tx, tenantId);
    const lowKeys = new Set(low.map(keyOf));
    const alerted = new Set(alerts.map(keyOf));
    await deleteLowStockAlerts(
      tx,
      tenantId,
      alerts.filter((alert) => !lowKeys.has(keyOf(alert))),
    );
    const mails = [];
    for (const row of low.filter((piece) => !alerted.has(keyOf(piece))))
      mails.push(...(await tellLowPiece(app, tx, tenantId, row)));
    return app.mailer.queueAll(tx, mails);
  });
}

/** One store's paid orders past their ship-by day, each told once; answers the outbox ids. */
async function sweepStoreLateOrders(app: FastifyInstance, tenantId: string, today: string) {
  return app.db.transaction(async (tx) => {
    const late = await findLateOrdersUntold(tx, tenantId, today);
    if (late.length === 0) return [];
    const storeName = (await findTenantName(tx, tenantId)) ?? tenantId;
    const mails = [];
    for (const order of late) {
      const link = await storeLink(app, tenantId, `/admin/orders/${order.id}`, tx);
      const mail = shipByLateEmail(
        { orderId: order.orderId, shipBy: order.shipBy ?? today },
        storeName,
        link,
      );
      const summary = `Order ${order.orderId}: to ship by ${order.shipBy}`;
      mails.push(...(await tellOwner(tx, tenantId, 'ship_by_late', order.id, { ...mail, summary })));
    }
    return app.mailer.queueAll(tx, mails);
  });
}

/**
 * Every store's low stock and late orders, told to those who want them; a store's failure is
 * logged and the others are still swept. `now` decides which day is today (store-local).
 */
export async function sweepOwnerNotices(app: FastifyInstance, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { stores: 0, mails: 0 };
  const today = storeToday(now);
  for (const tenant of await listTenants(app.db)) {
    try {
      const settings = await noticeSettingsOf(app.db, tenant.id);
      const ids = [
        ...(settings.lowStock ? await sweepStoreStock(app, tenant.id, settings) : []),
        ...(settings.shipByLate ? await sweepStoreLateOrders(app, tenant.id, today) : []),
      ];
      result.stores += 1;
      result.mails += ids.length;
      if (ids.length) await app.mailer.nudge(ids);
    } catch (error) {
      app.log.error({ err: error, tenant: tenant.id }, 'owner notices sweep failed for a store');
    }
  }
  return result;
}
