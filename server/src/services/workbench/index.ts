/**
 * The workbench: every line of the store's paid orders not yet shipped, gathered by product and
 * size, the group whose order should ship first on top; and marking a line's pieces made, only
 * while its order waits to ship.
 */
import type { FastifyInstance } from 'fastify';
import { isLate, storeToday } from '@/lib/making-time';
import { UNSHIPPED_STATUSES } from '@/lib/order-desk';
import type { OrderStatus } from '@/lib/order-status';
import type { MadeCountBody, Workbench, WorkbenchGroup, WorkbenchLine } from '@/lib/schemas/workbench';
import { WORKBENCH_MESSAGES } from '@/lib/workbench';
import { ApiError } from '@server/errors';
import {
  findWorkbenchLines,
  lockWorkbenchLine,
  setMadeCount,
  type WorkbenchLineRow,
} from '@server/repositories/workbench';
import type { Tenant } from '@server/types';

const lineOf = (row: WorkbenchLineRow, today: string): WorkbenchLine => ({
  itemId: row.itemId,
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  customerName: row.customerName ?? '',
  quantity: row.quantity,
  madeCount: row.madeCount,
  shipBy: row.shipBy,
  late: isLate(row.shipBy, today),
  personalisation: row.personalisation ?? [],
});

/** A product in a size: its ids when it is still in the store, else the names it was bought under. */
const groupKey = (row: WorkbenchLineRow) =>
  JSON.stringify([row.productId ?? row.name, row.variantId ?? row.variantName ?? null]);

/**
 * The lines (soonest ship-by first, as the query answers them) gathered by product and size; a
 * group's place is its first line's, so the groups too go soonest ship-by first, those without last.
 */
export function groupLines(rows: WorkbenchLineRow[], today = storeToday()): WorkbenchGroup[] {
  const groups = new Map<string, WorkbenchGroup>();
  for (const row of rows) {
    const key = groupKey(row);
    const group = groups.get(key) ?? {
      productId: row.productId,
      variantId: row.variantId,
      productName: row.name,
      sizeName: row.variantName,
      image: row.image,
      pieces: 0,
      made: 0,
      shipBy: row.shipBy,
      late: false,
      lines: [],
    };
    const line = lineOf(row, today);
    group.pieces += line.quantity;
    group.made += line.madeCount;
    group.late ||= line.late;
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export async function workbenchOf(app: FastifyInstance, tenant: Tenant): Promise<Workbench> {
  return { groups: groupLines(await findWorkbenchLines(app.db, tenant.id)) };
}

const lineNotFound = () =>
  new ApiError({ status: 404, code: 'WORKBENCH_LINE_NOT_FOUND', message: WORKBENCH_MESSAGES.lineNotFound });

/**
 * Sets how many of the line's pieces are made (0..its quantity): 404 for a line the store has not,
 * 409 once its order is no longer waiting to ship, 400 naming madeCount past the quantity.
 */
export async function markMade(
  app: FastifyInstance,
  tenant: Tenant,
  itemId: string,
  body: MadeCountBody,
): Promise<WorkbenchLine> {
  return app.db.transaction(async (tx) => {
    const row = await lockWorkbenchLine(tx, tenant.id, itemId);
    if (!row) throw lineNotFound();
    if (!(UNSHIPPED_STATUSES as readonly OrderStatus[]).includes(row.status))
      throw new ApiError({
        status: 409,
        code: 'WORKBENCH_ORDER_NOT_OPEN',
        message: WORKBENCH_MESSAGES.orderNotOpen,
        field: 'madeCount',
      });
    if (body.madeCount > row.quantity)
      throw new ApiError({
        status: 400,
        code: 'MADE_COUNT_TOO_HIGH',
        message: WORKBENCH_MESSAGES.madeTooMany(row.quantity),
        field: 'madeCount',
      });
    await setMadeCount(tx, tenant.id, itemId, body.madeCount);
    return lineOf({ ...row, madeCount: body.madeCount }, storeToday());
  });
}
