/**
 * Product variants bought at once: the last piece of a size goes to exactly one of many buyers
 * paying together, the others are told clearly, and its stock never goes below zero. These are the
 * checks of variants whose outcome depends on the database server (PGlite takes one transaction at
 * a time, PostgreSQL many); the rest are in product-variants.test.ts.
 */
import { eq } from 'drizzle-orm';
import { orderItems } from '@/server/src/db/schema';
import { type TestApp, ownerApp } from './support/build-app';
import { confirmCard, createOrder } from './support/shop';
import { variantFixtures } from './support/variant-fixtures';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ t, owner } = await ownerApp());
}, 120_000);
afterAll(() => t.close());

const { ringWith, variantOf, variantStock, productStock, buy } = variantFixtures(() => ({ t, owner }));

describe('checkout with variants', () => {
  it('sells the last Size 6 to exactly one of 50 buyers and refuses 49 clearly; stock never below zero', async () => {
    const ring = await ringWith({ 'Size 6': 1, 'Size 7': 5 });
    const six = variantOf(ring, 'Size 6');
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async (_, buyer) => {
        const started = await buy(ring, six.id, { ip: `10.50.0.${buyer + 1}` });
        if (started.statusCode !== 200) return started.json();
        const id = started.json().paymentIntentId;
        await confirmCard(t.app, id);
        const order = await createOrder(t.app, id);
        return order.statusCode === 200 ? 'ORDER' : `ORDER_${order.statusCode}`;
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'ORDER')).toHaveLength(1);
    const refused = outcomes.filter((outcome) => outcome !== 'ORDER');
    expect(refused).toHaveLength(49);
    for (const answer of refused)
      expect(answer).toMatchObject({
        code: 'OUT_OF_STOCK',
        error: `Sorry, ${ring.name} — Size 6 is out of stock.`,
        variantId: six.id,
        available: 0,
      });
    expect(await variantStock(six.id)).toBe(0);
    expect(await variantStock(variantOf(ring, 'Size 7').id)).toBe(5);
    expect(await productStock(ring.id)).toBe(5);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.variantId, six.id));
    expect(items).toHaveLength(1);
  });
});
