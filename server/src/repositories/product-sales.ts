/**
 * SQL for what products sold. An order appends its lines to `product_sales` (no product row is
 * locked; paid-orders.ts); the fold adds them to `products.sales` and deletes them in one statement, and a read of
 * a product's sales adds the rows not yet folded, in one statement, so a fold committing meanwhile
 * never makes a sale counted twice or missed. Every query names the store.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderItems, productSales, products } from '../db/schema';
import type { Tx } from './stores';

/** Each product's sales: the folded count plus the rows still waiting, read together. */
export async function salesOf(
  db: Database | Tx,
  tenantId: string,
  productIds: string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      // Spelled out: Drizzle leaves a one-table select's columns unqualified, which the subquery would misread.
      sales: sql<number>`(products.sales + coalesce((select sum(s.quantity) from product_sales s where s.tenant_id = products.tenant_id and s.product_id = products.id), 0))::int`,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, productIds)));
  return new Map(rows.map((row) => [row.id, Number(row.sales)]));
}

/** The stores with sales recorded and not folded yet. */
export async function storesWithRecordedSales(db: Database | Tx): Promise<string[]> {
  const rows = await db.selectDistinct({ tenantId: productSales.tenantId }).from(productSales);
  return rows.map((row) => row.tenantId);
}

/**
 * Moves a store's recorded sales into its products' counts and answers how many pieces it moved.
 * One statement deletes the rows it adds, so two folds at once (two instances) never add a row
 * twice: the second finds the first's rows gone. The products are locked in id order, the order
 * checkout takes them in, so a fold and a checkout never wait on each other in a circle.
 */
export async function foldSales(db: Database | Tx, tenantId: string): Promise<number> {
  const result = await db.execute(sql`
    with moved as (
      delete from ${productSales} where tenant_id = ${tenantId} returning product_id, quantity
    ), sums as (
      select product_id, sum(quantity)::int as quantity from moved group by product_id
    ), locked as (
      select p.id from ${products} p
      where p.tenant_id = ${tenantId} and p.id in (select product_id from sums)
      order by p.id for no key update
    ), counted as (
      update ${products} p set sales = p.sales + sums.quantity from sums
      where p.tenant_id = ${tenantId} and p.id = sums.product_id and p.id in (select id from locked)
      returning p.id
    )
    select coalesce(sum(quantity), 0)::int as moved from sums`);
  const [row] = (result as unknown as { rows: { moved: number | string }[] }).rows;
  return Number(row?.moved ?? 0);
}

/** Appends the pieces of a sale made by hand to what its products sold (the fold adds them later). */
export async function recordProductSales(
  tx: Tx,
  tenantId: string,
  lines: { productId: string; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(productSales).values(lines.map((line) => ({ tenantId, ...line })));
}

/**
 * Appends an order's catalog pieces to what their products sold, read from its lines (a sale made
 * by hand paid later by its link: counted when paid). Lines of the seller's own name no product.
 */
export async function recordOrderSales(tx: Tx, tenantId: string, orderId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${productSales} (tenant_id, product_id, quantity)
    select i.tenant_id, i.product_id, i.quantity from ${orderItems} i
    where i.tenant_id = ${tenantId} and i.order_id = ${orderId} and i.product_id is not null`);
}
