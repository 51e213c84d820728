/**
 * What the tests of discount codes share: codes made by the demo store's owner and read back from
 * their list, the shopper's Apply, a payment opened with a code for the total the Apply showed, and
 * its order placed once paid.
 */
import { demo, type TestApp } from './build-app';
import { basketTotal, confirmCard, createOrder, CUSTOMER_INFO, startPayment, type ApiProduct } from './shop';

export type Line = { product: ApiProduct; quantity: number };

/** The test file's app, owner and the demo store's products, read when a helper runs (its beforeAll sets them). */
type Suite = { t: TestApp; owner: Record<string, string>; catalog: ApiProduct[] };

export function discountFixtures(suite: () => Suite) {
  const byName = (name: string) => suite().catalog.find((product) => product.name === name)!;
  const MUG = () => byName('Kenai River Stoneware Mug'); // 42.00, unlimited stock
  const RING = () => byName('Glacier Blue Topaz Ring'); // 148.00

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => suite().t.app.inject({ method, url, headers: { ...demo, ...headers }, payload: payload as object });

  let serial = 0;
  /** A new code of the demo store; answers its text. */
  async function makeCode(fields: Record<string, unknown> = {}): Promise<string> {
    serial += 1;
    const code = `TEST${serial}`;
    const response = await call('POST', '/api/admin/discounts', suite().owner, {
      code,
      kind: 'percent',
      value: 10,
      ...fields,
    });
    expect(response.statusCode).toBe(201);
    return code;
  }

  const itemsOf = (lines: Line[]) => lines.map(({ product, quantity }) => ({ id: product.id, quantity }));

  const check = (
    code: string,
    lines: Line[],
    email?: string,
    more: Record<string, unknown> = {},
    ip = '10.9.0.1',
  ) =>
    suite().t.app.inject({
      method: 'POST',
      url: '/api/discounts/check',
      headers: { ...demo, 'x-forwarded-for': ip },
      payload: { code, items: itemsOf(lines), ...(email ? { email } : {}), ...more },
    });

  /** Opens a payment with a code for what the shopper was shown: the basket's total less the code's Apply. */
  async function payWithCode(
    lines: Line[],
    code: string,
    extra: Record<string, unknown> = {},
    ip = '10.1.0.1',
  ) {
    const email = (extra.customerInfo as { email?: string } | undefined)?.email ?? CUSTOMER_INFO.email;
    const key = extra.checkoutKey ? { checkoutKey: extra.checkoutKey } : {};
    const applied = await check(code, lines, email, key, ip);
    const discountCents = applied.statusCode === 200 ? applied.json().discountCents : 0;
    return startPayment(
      suite().t.app,
      lines,
      { discountCode: code, amount: basketTotal(lines) - discountCents, ...extra },
      { 'x-forwarded-for': ip },
    );
  }

  /** Pays an open payment and places its order. */
  async function payAndPlace(paymentIntentId: string) {
    expect((await confirmCard(suite().t.app, paymentIntentId)).statusCode).toBe(200);
    return createOrder(suite().t.app, paymentIntentId);
  }

  const listed = async (code: string) =>
    ((await call('GET', '/api/admin/discounts', suite().owner)).json().discounts as { code: string }[]).find(
      (row) => row.code === code,
    ) as Record<string, unknown>;

  return { MUG, RING, call, makeCode, itemsOf, check, payWithCode, payAndPlace, listed };
}
