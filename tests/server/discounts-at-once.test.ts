/**
 * Discount codes used at once: the last use of a code goes to one of two shoppers paying together,
 * and a paid order asked for several times at once counts one use. These are the checks of codes
 * whose outcome depends on the database server (PGlite takes one transaction at a time, PostgreSQL
 * many); the rest are in discounts.test.ts.
 */
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { discountFixtures } from './support/discount-fixtures';
import { confirmCard, createOrder, CUSTOMER_INFO, listProducts, type ApiProduct } from './support/shop';

let t: TestApp;
let owner: Record<string, string>;
let catalog: ApiProduct[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await bearerFor(t.app, 'owner@demo.test');
  catalog = await listProducts(t.app);
}, 120_000);
afterAll(() => t.close());

const { MUG, makeCode, check, payWithCode, payAndPlace, listed } = discountFixtures(() => ({
  t,
  owner,
  catalog,
}));

describe('paying with a code', () => {
  it('gives the last use to one of two shoppers paying at once', async () => {
    const code = await makeCode({ usageLimit: 1 });
    const basket = [{ product: MUG(), quantity: 1 }];
    const answers = await Promise.all([
      payWithCode(
        basket,
        code,
        { customerInfo: { ...CUSTOMER_INFO, email: 'one@example.test' } },
        '10.2.0.1',
      ),
      payWithCode(
        basket,
        code,
        { customerInfo: { ...CUSTOMER_INFO, email: 'two@example.test' } },
        '10.2.0.2',
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'DISCOUNT_USED_UP',
      error: 'This discount code has been fully used.',
    });
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    expect((await payAndPlace(winner.json().paymentIntentId)).statusCode).toBe(200);
    expect(await listed(code)).toMatchObject({ uses: 1 });
    expect((await check(code, basket)).json().code).toBe('DISCOUNT_USED_UP');
  });

  it('counts one use per paid order, however often its order is asked for', async () => {
    const code = await makeCode({ kind: 'amount', value: 2 });
    const started = await payWithCode([{ product: MUG(), quantity: 1 }], code);
    const id = started.json().paymentIntentId;
    await confirmCard(t.app, id);
    const placed = await Promise.all([
      createOrder(t.app, id),
      createOrder(t.app, id),
      createOrder(t.app, id),
    ]);
    expect(placed.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const row = await listed(code);
    expect(row).toMatchObject({ uses: 1, discounted: 2, revenue: placed[0]!.json().total });
  });
});
