/**
 * The tax report and revenue from orders made the way shoppers make them: checkout prices the tax,
 * the order keeps its tax lines, the owner refunds part of it; the report and the dashboard read
 * what the money path wrote.
 */
import { eq, sql } from 'drizzle-orm';
import { orderRefunds, stores } from '@/server/src/db/schema';
import type { TaxReport } from '@/lib/schemas/tax-report';
import { storeDay } from '@/server/src/services/analytics/dashboard';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import {
  confirmCard,
  CUSTOMER_INFO,
  demo,
  listProducts,
  startPayment,
  type ApiProduct,
} from './support/shop';

let t: TestApp;
let owner: Record<string, string>;
let catalog: ApiProduct[];
const admin = () => ({ ...demo, ...owner });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await bearerFor(t.app, 'owner@demo.test');
  catalog = await listProducts(t.app);
  const storeId = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json()._id;
  await t.database.db
    .update(stores)
    .set({
      businessInfo: sql`${stores.businessInfo} || ${JSON.stringify({
        address: { street: '201 Lincoln St', city: 'Sitka', state: 'AK', zipCode: '99835', country: 'US' },
      })}::jsonb`,
    })
    .where(eq(stores.id, storeId));
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/tax-settings',
    headers: admin(),
    payload: {
      pricesIncludeTax: false,
      provider: 'builtin',
      taxShipping: false,
      taxServiceFee: false,
      registrations: [{ country: 'US', region: 'WA' }],
    },
  });
  expect(settings.statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

const MUG = () => catalog.find((product) => product.name === 'Kenai River Stoneware Mug')!; // 42.00
const SEATTLE = { ...CUSTOMER_INFO, city: 'Seattle', state: 'WA', zipCode: '98101' };

/** One mug shipped to Seattle, paid and placed: Washington's 6.5% on the mug. */
async function buyInWashington() {
  const intent = await startPayment(t.app, [{ product: MUG(), quantity: 1 }], {
    amount: 4200 + 1199 + 299,
    customerInfo: SEATTLE,
  });
  expect(intent.statusCode).toBe(200);
  const { paymentIntentId, amount, taxCents } = intent.json();
  expect(taxCents).toBe(273);
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: demo,
    payload: { paymentIntentId },
  });
  expect(placed.statusCode).toBe(200);
  return { id: placed.json().id as string, amount: amount as number, taxCents: taxCents as number };
}

const todayReport = async () => {
  const { day } = storeDay(new Date());
  const response = await t.app.inject({
    url: `/api/admin/reports/tax?from=${day}&to=${day}`,
    headers: admin(),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as TaxReport;
};
const todayRevenue = async () =>
  (await t.app.inject({ url: '/api/admin/dashboard', headers: admin() })).json().todayRevenue as number;

it('reports the tax checkout charged and the refund gave back, and the dashboard counts it before tax', async () => {
  const before = { report: await todayReport(), revenue: await todayRevenue() };
  const order = await buyInWashington();
  const refunded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/refund`,
    headers: admin(),
    payload: { amount: 21.0, restock: false },
  });
  expect(refunded.statusCode).toBe(200);
  const [refund] = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
  expect(refund.taxCents).toBeGreaterThan(0);

  const after = await todayReport();
  const wa = after.rows.find((row) => row.jurisdiction === 'US-WA' && row.rate === 6_500)!;
  const waBefore = before.report.rows.find((row) => row.jurisdiction === 'US-WA') ?? {
    taxCents: 0,
    refundedTaxCents: 0,
    taxableCents: 0,
  };
  expect(wa.taxCents - waBefore.taxCents).toBe(273);
  expect(wa.taxableCents - waBefore.taxableCents).toBe(4_200);
  expect(wa.refundedTaxCents - waBefore.refundedTaxCents).toBe(refund.taxCents);
  expect(after.totals.taxCents - before.report.totals.taxCents).toBe(order.taxCents);
  expect(after.totals.salesCents - before.report.totals.salesCents).toBe(order.amount - order.taxCents);
  expect(after.totals.refundsCents - before.report.totals.refundsCents).toBe(2_100 - refund.taxCents);

  // Sold before tax, less the refund before tax.
  const expected = (order.amount - order.taxCents - (2_100 - refund.taxCents)) / 100;
  expect((await todayRevenue()) - before.revenue).toBeCloseTo(expected, 2);
});
