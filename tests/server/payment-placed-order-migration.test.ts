/**
 * Upgrading a database whose payments do not name the order made from them: each payment whose
 * order exists names it, in the same store; payments without an order, and another store's order
 * of a colliding provider id, are left alone. Runs the migrations up to the one before, writes rows
 * as the older api did, then runs the rest (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/src/db/client';
import { databaseBefore } from './support/database-before';

let database: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await databaseBefore('0027_payment_placed_order'));
}, 60_000);
afterAll(() => close());

it("names each payment's order, and nothing else", async () => {
  await database.db.execute(sql`insert into tenants (id, name) values ('demo', 'Demo'), ('other', 'Other')`);
  await database.db.execute(sql`
    insert into payments (id, tenant_id, provider, provider_payment_id, amount_cents, status, items) values
      ('pay_ordered', 'demo', 'test', 'pi_ordered', 9500, 'succeeded', '[]'),
      ('pay_waiting', 'demo', 'test', 'pi_waiting', 9500, 'requires_payment_method', '[]'),
      ('pay_elsewhere', 'other', 'test', 'pi_elsewhere', 9500, 'succeeded', '[]')`);
  await database.db.execute(sql`
    insert into orders (tenant_id, order_id, kind, status, customer_email, subtotal_cents, total_cents, payment_intent_id) values
      ('demo', 'SK-1', 'regular', 'Paid', 'a@example.test', 9500, 9500, 'pi_ordered'),
      ('demo', 'SK-2', 'regular', 'Paid', 'a@example.test', 9500, 9500, 'pi_elsewhere')`);

  await database.migrate();

  const rows = (
    await database.db.execute(sql`
      select p.id, o.order_id from payments p left join orders o on o.id = p.placed_order_id order by p.id`)
  ).rows as { id: string; order_id: string | null }[];
  expect(Object.fromEntries(rows.map((row) => [row.id, row.order_id]))).toEqual({
    pay_elsewhere: null,
    pay_ordered: 'SK-1',
    pay_waiting: null,
  });
});
