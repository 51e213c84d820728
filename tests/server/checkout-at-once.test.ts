/**
 * Checkout with its callers meeting each other: ten order calls at once for one payment make one
 * order, and 200 buyers at once of the last ten units buy exactly ten, the others refused before
 * any charge. These are checkout's checks whose outcome depends on the database server: PGlite
 * takes one transaction at a time, PostgreSQL many at once.
 */
import { and, eq } from 'drizzle-orm';
import { orders, payments, products } from '@/server/src/db/schema';
import { buildTestApp, type TestApp } from './support/build-app';
import { confirmCard, createOrder, listProducts, startPayment, type ApiProduct } from './support/shop';

let t: TestApp;
let catalog: ApiProduct[];
beforeAll(async () => {
  t = await buildTestApp();
  catalog = await listProducts(t.app);
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await t.database.db.select({ n: products.totalInventory }).from(products).where(eq(products.id, id)))[0].n;
const setStock = (id: string, n: number | null) =>
  t.database.db.update(products).set({ totalInventory: n }).where(eq(products.id, id));
const byName = (name: string) => catalog.find((product) => product.name === name)!;
/** A shopper at their own address (the api trusts the forwarded one from the web). */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('orders', () => {
  it('gives one order for ten identical order calls, all with the same answer', async () => {
    const vase = byName('Ash Glaze Bud Vase');
    const started = await startPayment(t.app, [{ product: vase, quantity: 1 }]);
    const id = started.json().paymentIntentId;
    await confirmCard(t.app, id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => createOrder(t.app, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().orderId)).size).toBe(1);
    const rows = await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'Paid', kind: 'regular', customerEmail: 'ada@example.test' });
  });
});

describe('concurrency', () => {
  it('sells exactly 10 units to 200 simultaneous buyers, refusing 190 before any charge', async () => {
    const ring = byName('Gold-Fill Wave Ring');
    await setStock(ring.id, 10);
    const paymentsBefore = (await t.database.db.select().from(payments)).length;
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, async (_, buyer) => {
        const started = await startPayment(
          t.app,
          [{ product: ring, quantity: 1 }],
          {},
          from(`10.1.${buyer >> 8}.${buyer & 255}`),
        );
        if (started.statusCode !== 200) return started.json().code as string;
        const id = started.json().paymentIntentId;
        await confirmCard(t.app, id);
        const order = await createOrder(t.app, id);
        return order.statusCode === 200 ? 'ORDER' : `ORDER_${order.statusCode}`;
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'ORDER')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 'OUT_OF_STOCK')).toHaveLength(190);
    expect(await stockOf(ring.id)).toBe(0);
    expect((await t.database.db.select().from(payments)).length - paymentsBefore).toBe(10);
    const sold = await t.database.db
      .select()
      .from(orders)
      .innerJoin(payments, eq(payments.providerPaymentId, orders.paymentIntentId))
      .where(and(eq(payments.status, 'succeeded')));
    const succeeded = await t.database.db.select().from(payments).where(eq(payments.status, 'succeeded'));
    expect(sold.length).toBe(succeeded.length);
  });
});
