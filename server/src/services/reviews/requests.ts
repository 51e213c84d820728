/**
 * The review request mails: for each store with reviews on, the orders delivered (or handed over)
 * `requestDays` ago, or shipped `requestDays + shippedExtraDays` ago with no delivery recorded,
 * within the last REVIEW_REQUEST_LOOKBACK_DAYS, get one mail asking for a review of each piece.
 * The request row (the link's hashed token) commits with the mail, so an order is asked once.
 */
import type { FastifyInstance } from 'fastify';
import { orderReviewPath, REVIEW_REQUEST_LOOKBACK_DAYS } from '@/lib/constants/reviews';
import { findTenantName } from '@server/repositories/orders';
import {
  findOrdersDueReviewRequest,
  findPieceLines,
  insertReviewRequest,
  type DueOrder,
} from '@server/repositories/reviews';
import { listTenants } from '@server/repositories/store-tables';
import type { Tx } from '@server/repositories/stores';
import { storeLink } from '../stores/domain-lookup';
import { getReviewSettings } from './settings';
import { hashReviewToken, newReviewToken } from './tokens';

const DAY_MS = 86_400_000;
/** Orders asked per store and run; the rest wait for the next run. */
const BATCH = 200;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

function requestMail(order: DueOrder, storeName: string, pieces: string[], link: string) {
  const list = pieces.map((name) => `- ${name}`).join('\n');
  return {
    subject: `How do you like your order ${order.orderId} from ${storeName}?`,
    text: `Thank you for buying from ${storeName}.\n\nWould you tell other shoppers what you think of your pieces?\n${list}\n\nLeave a review here:\n${link}\n\n${storeName}`,
  };
}

/** Asks one order's buyer, in one transaction with its request row; null when it was asked already. */
async function askOrder(app: FastifyInstance, tenantId: string, order: DueOrder): Promise<string | null> {
  const token = newReviewToken();
  return app.db.transaction(async (tx: Tx) => {
    const fresh = await insertReviewRequest(tx, {
      tenantId,
      orderId: order.id,
      tokenHash: hashReviewToken(token),
    });
    if (!fresh) return null;
    const pieces = (await findPieceLines(tx, tenantId, order.id)).map((line) => line.name);
    const storeName = (await findTenantName(tx, tenantId)) ?? tenantId;
    const link = await storeLink(app, tenantId, orderReviewPath(order.id, token), tx);
    return app.mailer.queue(tx, {
      tenantId,
      to: order.customerEmail,
      ...requestMail(order, storeName, [...new Set(pieces)], link),
    });
  });
}

/** One store's due orders asked; answers the mails queued. */
async function askStore(app: FastifyInstance, tenantId: string, now: Date): Promise<string[]> {
  const settings = await getReviewSettings(app.db, tenantId);
  if (!settings.enabled) return [];
  const due = await findOrdersDueReviewRequest(
    app.db,
    tenantId,
    {
      since: daysBefore(now, REVIEW_REQUEST_LOOKBACK_DAYS),
      deliveredBy: daysBefore(now, settings.requestDays),
      shippedBy: daysBefore(now, settings.requestDays + settings.shippedExtraDays),
    },
    BATCH,
  );
  const mailIds: string[] = [];
  for (const order of due) {
    const id = await askOrder(app, tenantId, order);
    if (id) mailIds.push(id);
  }
  return mailIds;
}

/** Every store's due orders asked for reviews; one store's failure leaves the others asked. */
export async function sendReviewRequests(app: FastifyInstance, now = new Date()) {
  const detail = { mailed: 0, failed: [] as string[] };
  for (const tenant of await listTenants(app.db)) {
    try {
      const mailIds = await askStore(app, tenant.id, now);
      detail.mailed += mailIds.length;
      await app.mailer.nudge(mailIds);
    } catch (error) {
      detail.failed.push(tenant.id);
      app.log.error({ err: error, tenant: tenant.id }, 'review requests failed');
    }
  }
  return detail;
}
