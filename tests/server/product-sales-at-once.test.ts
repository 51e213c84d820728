/**
 * A product's sales when callers meet: ten calls at once for one paid order count its pieces once,
 * two folds running at once move every recorded piece exactly once, and a read beside a fold that
 * commits counts each piece once. These are the sales checks whose outcome depends on the database
 * server (PGlite takes one transaction at a time, PostgreSQL many); the others are in
 * product-sales.test.ts.
 */
import { foldAllSales } from '@/server/src/jobs/sales';
import { foldSales, salesOf } from '@/server/src/repositories/product-sales';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { salesInsert, salesReads } from './support/product-sales-fixtures';
import { confirmCard, createOrder, listProducts, startPayment, type ApiProduct } from './support/shop';

let t: TestApp;
let catalog: ApiProduct[];
let owner: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  catalog = await listProducts(t.app);
  owner = await bearerFor(t.app, 'owner@demo.test');
});
afterAll(() => t.close());

const { shownSales, foldedSales, recorded } = salesReads(() => ({ t, owner }));

const byName = (name: string) => catalog.find((product) => product.name === name)!;
let address = 0;
/** Each purchase from its own address, so no per-visitor limit is met. */
const nextAddress = () => ({ 'x-forwarded-for': `203.0.113.${(address += 1)}` });

describe('an order’s sales', () => {
  it('are counted once for ten identical order calls', async () => {
    const vase = byName('Ash Glaze Bud Vase');
    const before = (await shownSales(vase.id)).page as number;
    const headers = nextAddress();
    const started = await startPayment(t.app, [{ product: vase, quantity: 2 }], {}, headers);
    const id = started.json().paymentIntentId;
    await confirmCard(t.app, id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => createOrder(t.app, id, headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect((await shownSales(vase.id)).page).toBe(before + 2);
    await foldAllSales(t.app);
    expect(await foldedSales(vase.id)).toBe(before + 2);
  });
});

describe('the sales fold', () => {
  it('moves every recorded piece exactly once when two folds run at the same time', async () => {
    const [first, second] = [byName('Tundra Speckled Mug'), byName('Sitka Spruce Tip Ring')];
    await foldAllSales(t.app);
    const before = [await foldedSales(first.id), await foldedSales(second.id)];
    for (let round = 0; round < 5; round += 1) {
      await t.database.db.transaction((tx) =>
        salesInsert(tx, 'demo', [
          { productId: first.id, quantity: 1 },
          { productId: second.id, quantity: 2 },
        ]),
      );
      const moved = await Promise.all([foldSales(t.database.db, 'demo'), foldSales(t.database.db, 'demo')]);
      expect(moved[0] + moved[1]).toBe(3);
    }
    expect(await foldedSales(first.id)).toBe(before[0] + 5);
    expect(await foldedSales(second.id)).toBe(before[1] + 10);
    expect(await recorded('demo')).toEqual([]);
  });

  it('keeps a read right while a fold commits beside it', async () => {
    const ring = byName('Sitka Spruce Tip Ring');
    await foldAllSales(t.app);
    const base = (await salesOf(t.database.db, 'demo', [ring.id])).get(ring.id)!;
    await t.database.db.transaction((tx) => salesInsert(tx, 'demo', [{ productId: ring.id, quantity: 4 }]));
    const reads = await Promise.all([
      salesOf(t.database.db, 'demo', [ring.id]),
      foldSales(t.database.db, 'demo'),
      salesOf(t.database.db, 'demo', [ring.id]),
    ]);
    expect(reads[0].get(ring.id)).toBe(base + 4);
    expect(reads[2].get(ring.id)).toBe(base + 4);
  });
});
