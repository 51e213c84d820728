/**
 * Rows for a store's Notion customers, orders, notifications and analytics databases go through a
 * durable outbox: written in the same transaction as the order, account or roll-up they describe
 * (so a commit without its row cannot happen), then sent after the commit. A rate limit (429) waits
 * what Notion's Retry-After says, Notion's own failures (5xx) and silence back off, and a row Notion
 * refuses is kept as failed with its reason. No row is ever deleted, and each thing has one row,
 * so a retry never writes it to Notion twice: a thing that changes (an order shipped, a day rolled
 * up again) updates its row, and a row already in Notion then updates that page.
 */
import { lineNameOf } from '@/lib/product-variants';
import { answersText } from '@/lib/personalisation';
import type { StoredAnswer } from '@/lib/schemas/personalisation';
import type { FastifyInstance } from 'fastify';
import { formatPrice, toDollars } from '@/lib/money';
import type { DayCounts } from '@server/repositories/analytics';
import { NOTION_OUTBOX_LOCK } from '@server/repositories/locks';
import { findLinkedDatabaseIds, type NotionConnectionRow } from '@server/repositories/notion-connections';
import {
  claimDueOutboxRows,
  insertOutboxRows,
  markOutboxFailed,
  markOutboxSent,
  postponeOutboxRow,
  setOutboxPage,
  type OutboxKind,
  type OutboxRecord,
} from '@server/repositories/notion-outbox';
import type { OrderRow } from '@server/repositories/orders';
import type { Tx } from '@server/repositories/stores';
import { CLAIM_LEASE_MS, createInFlight, retryDelayMs } from '../outbox';
import { NotionCallError, toNotionError, type NotionProperties } from './client';
import { openConnection } from './connection';

type LinkedDatabaseIds = NotionConnectionRow['databaseIds'];

export type OutboxRow = { kind: OutboxKind; sourceKey: string; properties: Record<string, unknown> };

/** A store that is not connected (or lacks the database) is asked again after this long. */
const NOT_CONNECTED_WAIT_MS = 60 * 60_000;
const BATCH = 50;

const text = (value: string) => [{ type: 'text', text: { content: value.slice(0, 2000) } }];

export function customerRow(customer: {
  email: string;
  name?: string | null;
  phone?: string | null;
}): OutboxRow {
  return {
    kind: 'customers',
    sourceKey: customer.email.toLowerCase(),
    properties: {
      Name: { title: text(customer.name || customer.email) },
      Email: { email: customer.email },
      ...(customer.phone ? { Phone: { phone_number: customer.phone } } : {}),
    },
  };
}

type OrderItem = {
  name: string;
  variantName?: string | null;
  quantity: number;
  priceCents: number;
  /** The buyer's answers, when the piece is personalised. */
  personalisation?: StoredAnswer[] | null;
};
/** Each piece on its line, its answers after it ("1 × Cuff ($40.00) — Engraving: Ruth"). */
const itemLines = (items: OrderItem[]) =>
  items
    .map((item) => {
      const answers = answersText(item.personalisation);
      return `${item.quantity} × ${lineNameOf(item.name, item.variantName)} (${formatPrice(toDollars(item.priceCents))})${answers ? ` — ${answers}` : ''}`;
    })
    .join('\n');

/** An order as its row in the orders database, with its status as it is now. */
export function orderRow(order: OrderRow, items: OrderItem[]): OutboxRow {
  return {
    kind: 'orders',
    sourceKey: order.id,
    properties: {
      Name: { title: text(order.orderId) },
      Status: { select: { name: order.status } },
      Total: { number: toDollars(order.totalCents) },
      'Customer Email': { email: order.customerEmail || null },
      Items: { rich_text: text(itemLines(items)) },
      Date: { date: { start: order.createdAt.toISOString() } },
    },
  };
}

/** A new order's rows: the order, and the notification of it. */
export function orderRows(order: OrderRow, items: OrderItem[]): OutboxRow[] {
  return [
    orderRow(order, items),
    {
      kind: 'notifications',
      sourceKey: order.id,
      properties: {
        Name: { title: text(`New order ${order.orderId}`) },
        Type: { select: { name: 'New Order' } },
        Message: {
          rich_text: text(
            `${order.customerEmail || 'A guest'} ordered ${formatPrice(toDollars(order.totalCents))}:\n${itemLines(items)}`,
          ),
        },
        Date: { date: { start: order.createdAt.toISOString() } },
      },
    },
  ];
}

/** One store's analytics day as its row in the analytics database, keyed by the day. */
export function analyticsRow(day: string, counts: DayCounts): OutboxRow {
  const top = [...counts.products].sort((a, b) => b.clicks - a.clicks)[0];
  return {
    kind: 'analytics',
    sourceKey: day,
    properties: {
      Name: { title: text(day) },
      Date: { date: { start: day } },
      'Page Views': { number: counts.pageViews },
      Sessions: { number: counts.sessions },
      'Product Clicks': { number: counts.productClicks },
      Orders: { number: counts.orders },
      Revenue: { number: toDollars(counts.revenueCents) },
      // A fraction (Notion's percent format shows it as one); no sessions, no rate.
      'Conversion Rate': {
        number: counts.sessions ? Math.round((counts.orders / counts.sessions) * 10_000) / 10_000 : null,
      },
      'Top Product': { rich_text: text(top ? `${top.productName} (${top.clicks} clicks)` : '') },
    },
  };
}

/**
 * Queues rows inside the caller's transaction, for the kinds whose database the store linked.
 * A thing already queued is left as it is, unless `update` is asked: then the new properties are
 * merged into its row and the row is sent again (updating the Notion page it already wrote).
 * A caller that read the store's linked databases already (`databaseIds`, null for none) saves the read.
 */
export async function enqueueNotionRows(
  tx: Tx,
  tenantId: string,
  rows: OutboxRow[],
  options: { update?: boolean; databaseIds?: LinkedDatabaseIds | null } = {},
): Promise<number> {
  const databaseIds =
    options.databaseIds === undefined ? await findLinkedDatabaseIds(tx, tenantId) : options.databaseIds;
  if (!databaseIds || rows.length === 0) return 0;
  return insertOutboxRows(
    tx,
    tenantId,
    rows.filter((row) => databaseIds[row.kind]),
    options,
  );
}

/** A page deleted in Notion: gone for good (404), or in the trash, where Notion refuses edits (400). */
const isGone = (error: NotionCallError) =>
  error.status === 404 || (error.status === 400 && /archived|trash/i.test(error.message));

/** Writes a row to Notion: a new page, or the page it wrote before (again new if the owner deleted it). */
async function writeRow(
  notion: NonNullable<FastifyInstance['notion']>,
  token: string,
  databaseId: string,
  row: OutboxRecord,
): Promise<string> {
  const properties = row.properties as NotionProperties;
  if (row.notionPageId) {
    try {
      await notion.updatePage(token, row.notionPageId, properties);
      return row.notionPageId;
    } catch (caught) {
      if (!isGone(toNotionError(caught))) throw caught;
    }
  }
  return notion.createPage(token, databaseId, properties);
}

export type DrainResult = { sent: number; retrying: number; failed: number };

/** Sends every due row (of one store, or of all); one drain at a time across instances. */
export async function drainNotionOutbox(
  app: FastifyInstance,
  options: { now?: Date; tenantId?: string } = {},
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  if (!app.notion) return result;
  const notion = app.notion;
  await app.database.withLock(NOTION_OUTBOX_LOCK, async () => {
    const now = options.now ?? new Date();
    // Claimed as the mail outbox claims (the lock keeps one drain at a time, for Retry-After's pause).
    const rows = await claimDueOutboxRows(app.db, {
      now,
      leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      limit: BATCH,
      tenantId: options.tenantId,
    });
    const connections = new Map<string, Awaited<ReturnType<typeof openConnection>>>();
    /** Stores Notion asked to slow down: their other rows wait for the same time. */
    const paused = new Map<string, Date>();
    const later = (id: string, at: Date, attempts: number, error: string) =>
      postponeOutboxRow(app.db, id, at, { attempts, error });

    for (const row of rows) {
      const pause = paused.get(row.tenantId);
      if (pause) {
        await postponeOutboxRow(app.db, row.id, pause);
        result.retrying += 1;
        continue;
      }
      if (!connections.has(row.tenantId))
        connections.set(row.tenantId, await openConnection(app, row.tenantId));
      const open = connections.get(row.tenantId);
      const databaseId = open?.row.databaseIds[row.kind];
      if (!open || !databaseId) {
        await later(
          row.id,
          new Date(now.getTime() + NOT_CONNECTED_WAIT_MS),
          row.attempts,
          `The store’s Notion ${row.kind} database is not connected`,
        );
        result.retrying += 1;
        continue;
      }
      const attempts = row.attempts + 1;
      try {
        const pageId = await writeRow(notion, open.token, databaseId, row);
        await setOutboxPage(app.db, row.id, pageId);
        // Sent, unless the row changed while it was on its way: then it stays due, to update the page.
        await markOutboxSent(app.db, row.id, row.properties, attempts);
        result.sent += 1;
      } catch (caught) {
        const error = toNotionError(caught);
        if (!error.transient) {
          await markOutboxFailed(app.db, row.id, attempts, `${error.status}: ${error.message}`);
          app.log.error(
            { err: error, outboxId: row.id, tenant: row.tenantId },
            'Notion refused a row; it is kept as failed',
          );
          result.failed += 1;
          continue;
        }
        const waitMs =
          error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : retryDelayMs(attempts);
        const at = new Date(now.getTime() + waitMs);
        if (error.status === 429) paused.set(row.tenantId, at);
        await later(row.id, at, attempts, `${error.status || 'no answer'}: ${error.message}`);
        app.log.warn(
          { outboxId: row.id, tenant: row.tenantId, status: error.status, retryAt: at },
          'Notion row will be tried again',
        );
        result.retrying += 1;
      }
    }
  });
  return result;
}

/**
 * Sends a store's new rows right after their commit, without holding up the request; the job
 * sends whatever this misses. The app waits for a send in flight before it closes.
 */
export function createOutboxKicker(app: FastifyInstance) {
  const inFlight = createInFlight();
  return {
    kick(tenantId: string) {
      if (!app.notion) return;
      void inFlight.track(
        drainNotionOutbox(app, { tenantId }).catch((error) =>
          app.log.error({ err: error, tenant: tenantId }, 'Notion outbox could not be sent'),
        ),
      );
    },
    settled: inFlight.settled,
  };
}
