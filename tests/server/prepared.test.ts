/**
 * Named queries (prepared.ts): the same query runs on the database and inside a transaction, on
 * that transaction's connection, with Drizzle's own mapping of its rows; on PostgreSQL its name is
 * parsed once per connection and reused after; a family of shapes answers alike whether a shape is
 * named or not; and checkout's statements written that way keep "no value" as SQL NULL.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orders, payments, productSales } from '@/server/src/db/schema';
import { namedQueries, namedQuery } from '@/server/src/repositories/prepared';
import { buildTestApp, type TestApp } from './support/build-app';
import { confirmCard, createOrder, listProducts, startPayment, type ApiProduct } from './support/shop';

let t: TestApp;
let catalog: ApiProduct[];
beforeAll(async () => {
  t = await buildTestApp();
  catalog = await listProducts(t.app);
});
afterAll(() => t.close());

class RolledBack extends Error {}
/** Runs `work` in a transaction that is then rolled back, and answers what it answered. */
async function inRolledBackTransaction<T>(work: Parameters<typeof t.database.db.transaction<T>>[0]) {
  let answer: T | undefined;
  await t.database.db
    .transaction(async (tx) => {
      answer = await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return answer as T;
}

/** The statements this connection keeps under names like `name`, with how often each was planned. */
async function namedStatements(
  tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0],
  name: string,
) {
  const result = await tx.execute(
    sql`select name, statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name like ${name} order by name`,
  );
  return (result as unknown as { rows: { name: string; statement: string; runs: number }[] }).rows;
}
const nine = Object.fromEntries(Array.from({ length: 9 }, (_, line) => [`quantity${line}`, 1]));

const salesOfProduct = namedQuery('test_sales_of_product', (db) =>
  db
    .select({
      productId: productSales.productId,
      quantity: productSales.quantity,
      at: productSales.createdAt,
    })
    .from(productSales)
    .where(
      and(
        eq(productSales.tenantId, sql.placeholder('tenant')),
        eq(productSales.productId, sql.placeholder('id')),
      ),
    ),
);

const recordSales = namedQueries('test_record_sales', (db, [count]) =>
  db
    .insert(productSales)
    .values(
      Array.from({ length: count }, (_, line) => ({
        tenantId: sql.placeholder('tenant'),
        productId: sql.placeholder('id'),
        quantity: sql.placeholder(`quantity${line}`),
      })),
    )
    .returning({ quantity: productSales.quantity }),
);

describe('a named query', () => {
  it('runs inside a transaction on its connection, seeing its own writes, and on the database after', async () => {
    const product = catalog[0];
    const values = { tenant: 'demo', id: product.id };
    const before = await salesOfProduct(t.database.db, values);
    const inside = await inRolledBackTransaction(async (tx) => {
      await tx.insert(productSales).values({ tenantId: 'demo', productId: product.id, quantity: 41 });
      return salesOfProduct(tx, values);
    });
    expect(inside).toHaveLength(before.length + 1);
    const written = inside.find((row) => row.quantity === 41)!;
    // Mapped as Drizzle maps the built query's rows: named fields, a timestamp as a Date.
    expect(written).toMatchObject({ productId: product.id, quantity: 41 });
    expect(written.at).toBeInstanceOf(Date);
    // Rolled back, and the same query on the database no longer finds it.
    expect(await salesOfProduct(t.database.db, values)).toEqual(before);
    // Another store's product is not this store's.
    expect(await salesOfProduct(t.database.db, { tenant: 'north', id: product.id })).toEqual([]);
  });

  it('answers alike for each shape of a family, named or not', async () => {
    const product = catalog[1];
    for (const count of [1, 3, 8, 9, 12]) {
      const quantities = Array.from({ length: count }, (_, line) => line + 1);
      const values = Object.fromEntries(quantities.map((quantity, line) => [`quantity${line}`, quantity]));
      const written = await inRolledBackTransaction((tx) =>
        recordSales(tx, [count], { tenant: 'demo', id: product.id, ...values }),
      );
      expect(written.map((row) => row.quantity)).toEqual(quantities);
    }
    // Twice on one connection and on others: the named shape's name always has the same text.
    const twice = await Promise.all(
      [1, 2, 3, 4].map(() =>
        inRolledBackTransaction((tx) =>
          recordSales(tx, [2], { tenant: 'demo', id: product.id, quantity0: 5, quantity1: 6 }),
        ),
      ),
    );
    expect(twice.map((rows) => rows.map((row) => row.quantity))).toEqual([
      [5, 6],
      [5, 6],
      [5, 6],
      [5, 6],
    ]);
  });

  it('is parsed once per PostgreSQL connection under its name, then only run', async () => {
    const values = { tenant: 'demo', id: catalog[2].id };
    const [before, after, shapes] = await inRolledBackTransaction(async (tx) => {
      const first = await namedStatements(tx, 'test_sales_of_product');
      for (let run = 0; run < 3; run += 1) await salesOfProduct(tx, values);
      const second = await namedStatements(tx, 'test_sales_of_product');
      await recordSales(tx, [2], { tenant: 'demo', id: values.id, quantity0: 1, quantity1: 2 });
      await recordSales(tx, [9], { tenant: 'demo', id: values.id, ...nine });
      return [first, second, await namedStatements(tx, 'test_record_sales_%')];
    });
    if (t.database.kind === 'pglite') {
      // PGlite runs every query unnamed: nothing is kept, and the answers above are the same.
      expect([...before, ...after, ...shapes]).toEqual([]);
      return;
    }
    // One statement under the name on this connection, planned for each of the three runs.
    expect(after).toHaveLength(1);
    expect(after[0].runs).toBe((before[0]?.runs ?? 0) + 3);
    expect(after[0].statement).toMatch(/^select .* from "product_sales"/);
    // A family's shape of two rows is named; one of nine rows runs unnamed.
    expect(shapes.map((row) => row.name)).toEqual(['test_record_sales_2']);
  });

  it('refuses a call that leaves a placeholder without its value', async () => {
    await expect(salesOfProduct(t.database.db, { tenant: 'demo' })).rejects.toThrow(/placeholder "id"/);
  });
});

describe('checkout statements run by name', () => {
  it('write no checkout details as SQL NULL on the payment, and the order takes those of its call', async () => {
    const product = catalog.find((item) => item.totalInventory === null || item.totalInventory > 0)!;
    const started = await startPayment(
      t.app,
      [{ product, quantity: 1 }],
      { customerInfo: undefined },
      { 'x-forwarded-for': '203.0.113.201' },
    );
    expect(started.statusCode).toBe(200);
    const id: string = started.json().paymentIntentId;
    const [payment] = await t.database.db
      .select({ none: sql<boolean>`${payments.customerInfo} is null` })
      .from(payments)
      .where(eq(payments.providerPaymentId, id));
    expect(payment.none).toBe(true);

    expect((await confirmCard(t.app, id)).statusCode).toBe(200);
    const order = await createOrder(t.app, id, { 'x-forwarded-for': '203.0.113.201' });
    expect(order.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ customerInfo: orders.customerInfo, status: orders.status })
      .from(orders)
      .where(and(eq(orders.tenantId, 'demo'), eq(orders.paymentIntentId, id)));
    expect(row.status).toBe('Paid');
    expect(row.customerInfo).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.test' });
  });
});
