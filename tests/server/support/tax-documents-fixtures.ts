/**
 * What the invoice tests buy and read: a piece whose stock is not counted (any number of orders
 * can buy it), a payment for it taken and confirmed, and a store's invoice numbers as the database
 * holds them.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { taxDocuments } from '@/server/src/db/schema';
import type { TestApp } from './build-app';
import { confirmCard, listProducts, startPayment, type ApiProduct } from './shop';

/** A piece whose stock is not counted: any number of orders can buy it. */
export async function uncountedPiece(app: FastifyInstance): Promise<ApiProduct> {
  return (await listProducts(app)).find(
    (product) => product.totalInventory === null && !product.variants?.length,
  )!;
}

/** The invoice tests' steps, in the app `shop()` answers (with its uncounted piece) once it is built. */
export function invoiceSteps(shop: () => { t: TestApp; uncounted: ApiProduct }) {
  /** A payment taken and confirmed, ready to become an order. */
  async function paidPayment(headers: Record<string, string> = {}, quantity = 1) {
    const { t, uncounted } = shop();
    const started = await startPayment(t.app, [{ product: uncounted, quantity }], {}, headers);
    expect(started.statusCode).toBe(200);
    const { paymentIntentId } = started.json() as { paymentIntentId: string };
    expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
    return paymentIntentId;
  }

  async function invoiceNumbers(tenantId = 'demo') {
    const rows = await shop()
      .t.database.db.select({ number: taxDocuments.number, orderId: taxDocuments.orderId })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.tenantId, tenantId), eq(taxDocuments.kind, 'invoice')));
    return rows;
  }

  return { paidPayment, invoiceNumbers };
}
