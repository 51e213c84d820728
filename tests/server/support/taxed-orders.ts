/**
 * Sold orders with their tax written straight into the database (orders.taxCents and
 * order_tax_lines, order_refunds.taxCents), as checkout and refunds record them, for the tests of
 * what reads them: the tax report, the dashboard and analytics.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/src/db/client';
import { orderRefunds, orderTaxLines, orders } from '@/server/src/db/schema';

type Status = (typeof orders.$inferInsert)['status'];
export type TaxLineInput = { jurisdiction: string; rate: number; taxableCents: number; amountCents: number };

let sequence = 0;

/**
 * An order placed at `at` whose total is its net amount plus the tax of its lines (prices without
 * tax); the tax lines are one per jurisdiction on the goods.
 */
export async function insertTaxedOrder(
  db: Database,
  input: { tenantId: string; at: Date; netCents: number; lines?: TaxLineInput[]; status?: Status },
): Promise<{ id: string; totalCents: number; taxCents: number }> {
  const lines = input.lines ?? [];
  const taxCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const totalCents = input.netCents + taxCents;
  const id = randomUUID();
  await db.insert(orders).values({
    id,
    tenantId: input.tenantId,
    orderId: `TAX-${Date.now()}-${(sequence += 1)}`,
    status: input.status ?? 'Paid',
    customerEmail: 'buyer@example.test',
    subtotalCents: input.netCents,
    totalCents,
    taxCents,
    createdAt: input.at,
  });
  if (lines.length)
    await db
      .insert(orderTaxLines)
      .values(
        lines.map((line) => ({ ...line, tenantId: input.tenantId, orderId: id, kind: 'item' as const })),
      );
  return { id, totalCents, taxCents };
}

/** A refund of `amountCents` made at `at`, of which `taxCents` is tax given back. */
export async function insertRefund(
  db: Database,
  input: { tenantId: string; orderId: string; at: Date; amountCents: number; taxCents: number },
): Promise<void> {
  await db.insert(orderRefunds).values({
    tenantId: input.tenantId,
    orderId: input.orderId,
    amountCents: input.amountCents,
    taxCents: input.taxCents,
    createdAt: input.at,
  });
}
