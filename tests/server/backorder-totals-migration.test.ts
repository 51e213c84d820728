/**
 * Upgrading a database whose backorders were made without shipping and the service fee: those
 * still waiting for payment get them, as any order carries them; paid ones and regular orders keep
 * what was charged. Runs the migrations up to the one before, writes rows as the older api did,
 * then runs the rest (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/src/db/client';
import { databaseBefore } from './support/database-before';

let database: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await databaseBefore('0018_backorder_payments'));
}, 60_000);
afterAll(() => close());

it('adds shipping and the service fee to unpaid backorders only', async () => {
  await database.db.execute(sql`insert into tenants (id, name) values ('demo', 'Demo')`);
  await database.db.execute(sql`
    insert into orders (tenant_id, order_id, kind, status, customer_email, subtotal_cents, total_cents) values
      ('demo', 'BO-1', 'backorder', 'Pending Payment', 'a@example.test', 9500, 9500),
      ('demo', 'BO-2', 'backorder', 'Paid', 'a@example.test', 9500, 9500),
      ('demo', 'SK-1', 'regular', 'Paid', 'a@example.test', 9500, 9500)`);
  await database.db.execute(sql`
    insert into orders (tenant_id, order_id, kind, status, customer_email, subtotal_cents, shipping_cents, service_fee_cents, total_cents)
      values ('demo', 'BO-3', 'backorder', 'Pending Payment', 'a@example.test', 9500, 1199, 299, 10998)`);

  await database.migrate();

  const rows = (
    await database.db.execute(
      sql`select order_id, shipping_cents, service_fee_cents, total_cents from orders order by order_id`,
    )
  ).rows as { order_id: string; shipping_cents: number; service_fee_cents: number; total_cents: number }[];
  const totals = Object.fromEntries(
    rows.map((row) => [
      row.order_id,
      [row.shipping_cents, row.service_fee_cents, row.total_cents].map(Number),
    ]),
  );
  expect(totals).toEqual({
    'BO-1': [1199, 299, 10998],
    // Paid already: what was charged stays.
    'BO-2': [0, 0, 9500],
    'BO-3': [1199, 299, 10998],
    'SK-1': [0, 0, 9500],
  });
});
