/**
 * What the product sales tests write and read: sales recorded beside the products as an order
 * records them, the sales each of the shop's answers shows for a product, the count folded into
 * the product row, and a store's records still waiting for the fold.
 */
import { eq } from 'drizzle-orm';
import { productSales, products } from '@/server/src/db/schema';
import type { Tx } from '@/server/src/repositories/stores';
import { demo, type TestApp } from './build-app';

/** Records sales as an order's statement does (paid-orders.ts), for the fold to find. */
export const salesInsert = (tx: Tx, tenantId: string, lines: { productId: string; quantity: number }[]) =>
  tx.insert(productSales).values(lines.map((line) => ({ tenantId, ...line })));

/** The sales reads, in the app `shop()` answers (with the demo owner's headers) once it is built. */
export function salesReads(shop: () => { t: TestApp; owner: Record<string, string> }) {
  /** The sales the shop's answers give for a product: its own page, the list, and the owner's screen. */
  async function shownSales(id: string) {
    const { t, owner } = shop();
    const page = (await t.app.inject({ url: `/api/products/${id}`, headers: demo })).json().sales;
    const list: { id: string; sales: number }[] = (
      await t.app.inject({ url: '/api/products', headers: demo })
    ).json().products;
    const listed = list.find((product) => product.id === id)?.sales;
    const admin = (
      await t.app.inject({ url: `/api/admin/products/${id}`, headers: { ...demo, ...owner } })
    ).json().sales;
    return { page, listed, admin };
  }

  /** The count in the product row, what the fold has moved there. */
  const foldedSales = async (id: string) =>
    (await shop().t.database.db.select({ n: products.sales }).from(products).where(eq(products.id, id)))[0].n;
  /** The store's sales records the fold has not moved yet. */
  const recorded = async (tenantId: string) =>
    shop().t.database.db.select().from(productSales).where(eq(productSales.tenantId, tenantId));

  return { shownSales, foldedSales, recorded };
}
