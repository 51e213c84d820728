/**
 * A product's pieces held by open checkouts, as anyone may ask: how many and when the soonest hold
 * ends, per variant, so a product page can say when "Sold out" pieces may come back. Nothing in
 * the answer says whose checkout holds them.
 */
import { eq } from 'drizzle-orm';
import { orderTotalCents, toCents } from '@/lib/money';
import { stockHolds } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { CUSTOMER_INFO, listProducts, startPayment, type ApiProduct } from './support/shop';

let t: TestApp;
let catalog: ApiProduct[];
let owner: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  catalog = await listProducts(t.app);
  owner = await bearerFor(t.app, 'owner@demo.test');
}, 120_000);
afterAll(() => t.close());

const byName = (name: string) => catalog.find((product) => product.name === name)!;
const holdsOf = (id: string, tenant: Record<string, string> = demo) =>
  t.app.inject({ method: 'GET', url: `/api/products/${id}/holds`, headers: tenant });
const STOCK_HOLD_MS = 15 * 60_000;

describe('GET /api/products/:id/holds', () => {
  it('answers no holds for a product nobody is checking out', async () => {
    const bowl = byName('Kachemak Bay Serving Bowl');
    const response = await holdsOf(bowl.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ productId: bowl.id, holds: [] });
  });

  it("answers the pieces an open checkout holds and when the hold ends, and nothing of the checkout's own", async () => {
    const pendant = byName('Northern Lights Labradorite Pendant');
    const before = Date.now();
    const started = await startPayment(
      t.app,
      [{ product: pendant, quantity: 2 }],
      {},
      { 'x-forwarded-for': '10.8.0.1' },
    );
    expect(started.statusCode).toBe(200);
    const response = await holdsOf(pendant.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      productId: pendant.id,
      holds: [{ variantId: null, heldUnits: 2, heldUntil: expect.any(String) }],
    });
    const until = Date.parse(body.holds[0].heldUntil);
    expect(until).toBeGreaterThanOrEqual(before + STOCK_HOLD_MS - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + STOCK_HOLD_MS + 1000);
    // Nothing that names the checkout, the shopper or their address.
    const text = response.body;
    expect(text).not.toContain(started.json().paymentIntentId);
    expect(text).not.toContain('10.8.0.1');
    expect(text).not.toContain(CUSTOMER_INFO.email);
  });

  it('answers the soonest end of several holds, and leaves out a hold that has ended', async () => {
    const cuff = byName('Chilkat Pattern Cuff');
    await startPayment(t.app, [{ product: cuff, quantity: 1 }], {}, { 'x-forwarded-for': '10.8.0.2' });
    await startPayment(t.app, [{ product: cuff, quantity: 1 }], {}, { 'x-forwarded-for': '10.8.0.3' });
    const holds = await t.database.db.select().from(stockHolds).where(eq(stockHolds.productId, cuff.id));
    expect(holds).toHaveLength(2);
    const soonest = new Date(Date.now() + 5 * 60_000);
    await t.database.db.update(stockHolds).set({ expiresAt: soonest }).where(eq(stockHolds.id, holds[0].id));
    const both = (await holdsOf(cuff.id)).json();
    expect(both.holds).toEqual([{ variantId: null, heldUnits: 2, heldUntil: soonest.toISOString() }]);

    // A hold past its end (not yet swept) holds nothing.
    await t.database.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(stockHolds.id, holds[0].id));
    const one = (await holdsOf(cuff.id)).json();
    expect(one.holds).toEqual([
      { variantId: null, heldUnits: 1, heldUntil: holds[1].expiresAt.toISOString() },
    ]);
  });

  it("answers a variant's held pieces under its own id", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { ...demo, ...owner },
      payload: {
        name: 'One-of-a-kind Ring',
        price: 120,
        variants: [
          { name: 'Size 6', totalInventory: 1 },
          { name: 'Size 7', totalInventory: 2 },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const ring = created.json() as { id: string; variants: { id: string; name: string }[] };
    const six = ring.variants.find((variant) => variant.name === 'Size 6')!;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...demo, 'x-forwarded-for': '10.8.0.4' },
      payload: {
        amount: orderTotalCents([{ priceCents: toCents(120), quantity: 1 }]).totalCents,
        currency: 'usd',
        items: [{ id: ring.id, variantId: six.id, quantity: 1 }],
        customerInfo: CUSTOMER_INFO,
      },
    });
    expect(started.statusCode).toBe(200);
    const body = (await holdsOf(ring.id)).json();
    expect(body.holds).toEqual([{ variantId: six.id, heldUnits: 1, heldUntil: expect.any(String) }]);
  });

  it("answers 404 for another store's product, an unknown one, and 400 naming a malformed id", async () => {
    const pendant = byName('Northern Lights Labradorite Pendant');
    const elsewhere = await holdsOf(pendant.id, { 'x-tenant-id': 'north' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    const unknown = await holdsOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await holdsOf('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'id' });
  });
});
