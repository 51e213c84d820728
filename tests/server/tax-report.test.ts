/**
 * The tax report: tax per jurisdiction and rate on the orders a store sold in a span of its days
 * (Alaska's), less the span's refunds; totals that are the orders' own; as JSON and as CSV.
 */
import { parse } from 'csv-parse/sync';
import { TAX_REPORT_CSV_HEADER } from '@/lib/schemas/tax-report';
import type { TaxReport } from '@/lib/schemas/tax-report';
import { shareByWeight } from '@/server/src/services/reports/tax-report';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { insertRefund, insertTaxedOrder, type TaxLineInput } from './support/taxed-orders';

let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
const north = { 'x-tenant-id': 'north' };

const wa = (net: number, tax: number): TaxLineInput => ({
  jurisdiction: 'US-WA',
  rate: 6500,
  taxableCents: net,
  amountCents: tax,
});
const at = (iso: string) => new Date(iso);

/** The first quarter of 2026, with what lies just outside it, in two stores. */
const sold: { netCents: number; taxCents: number }[] = [];
const refunded: { amountCents: number; taxCents: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  const db = t.app.db;
  const sell = async (input: Parameters<typeof insertTaxedOrder>[1]) => {
    const order = await insertTaxedOrder(db, input);
    sold.push({ netCents: input.netCents, taxCents: order.taxCents });
    return order;
  };
  const refund = async (input: Parameters<typeof insertRefund>[1]) => {
    await insertRefund(db, input);
    refunded.push(input);
  };
  const o1 = await sell({
    tenantId: 'demo',
    at: at('2026-01-10T20:00:00Z'),
    netCents: 10_000,
    lines: [wa(10_000, 650)],
  });
  const o2 = await sell({
    tenantId: 'demo',
    at: at('2026-02-05T20:00:00Z'),
    netCents: 20_000,
    lines: [{ jurisdiction: 'US-AK-LOCAL', rate: 6000, taxableCents: 20_000, amountCents: 1_200 }],
    status: 'Partially Refunded',
  });
  const o3 = await sell({
    tenantId: 'demo',
    at: at('2026-03-01T20:00:00Z'),
    netCents: 5_000,
    lines: [{ jurisdiction: 'DE', rate: 19_000, taxableCents: 5_000, amountCents: 950 }],
    status: 'Refunded',
  });
  // Sold where the store is not registered: sales, no tax.
  await sell({ tenantId: 'demo', at: at('2026-02-10T20:00:00Z'), netCents: 3_000, status: 'Shipped' });
  // 31 March, 23:30 in Alaska (AKDT, UTC−8): the quarter's last minutes.
  await sell({ tenantId: 'demo', at: at('2026-04-01T07:30:00Z'), netCents: 1_000, lines: [wa(1_000, 65)] });
  await refund({
    tenantId: 'demo',
    orderId: o3.id,
    at: at('2026-03-02T20:00:00Z'),
    amountCents: 5_950,
    taxCents: 950,
  });
  await refund({
    tenantId: 'demo',
    orderId: o2.id,
    at: at('2026-03-10T20:00:00Z'),
    amountCents: 10_600,
    taxCents: 600,
  });

  // Outside the quarter, unpaid, or another store's: never in it.
  await insertTaxedOrder(db, {
    tenantId: 'demo',
    at: at('2026-04-01T08:30:00Z'),
    netCents: 1_000,
    lines: [wa(1_000, 65)],
  });
  await insertTaxedOrder(db, {
    tenantId: 'demo',
    at: at('2025-12-31T20:00:00Z'),
    netCents: 1_000,
    lines: [wa(1_000, 65)],
  });
  await insertRefund(db, {
    tenantId: 'demo',
    orderId: o1.id,
    at: at('2026-04-05T20:00:00Z'),
    amountCents: 1_065,
    taxCents: 65,
  });
  await insertTaxedOrder(db, {
    tenantId: 'demo',
    at: at('2026-02-01T20:00:00Z'),
    netCents: 8_000,
    lines: [wa(8_000, 520)],
    status: 'Pending Payment',
  });
  await insertTaxedOrder(db, {
    tenantId: 'demo',
    at: at('2026-02-01T20:00:00Z'),
    netCents: 8_000,
    lines: [wa(8_000, 520)],
    status: 'Cancelled',
  });
  const theirs = await insertTaxedOrder(db, {
    tenantId: 'north',
    at: at('2026-02-01T20:00:00Z'),
    netCents: 40_000,
    lines: [wa(40_000, 2_600)],
  });
  await insertRefund(db, {
    tenantId: 'north',
    orderId: theirs.id,
    at: at('2026-02-02T20:00:00Z'),
    amountCents: 10_650,
    taxCents: 650,
  });
  // Refunded in the quarter, sold before it: the refund counts in the quarter, the sale does not.
  const older = await insertTaxedOrder(db, {
    tenantId: 'north',
    at: at('2025-11-01T20:00:00Z'),
    netCents: 2_000,
    lines: [wa(2_000, 130)],
  });
  await insertRefund(db, {
    tenantId: 'north',
    orderId: older.id,
    at: at('2026-01-05T20:00:00Z'),
    amountCents: 2_130,
    taxCents: 130,
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = { ...demo, ...owner }) =>
  t.app.inject({ url, headers });
const report = async (from: string, to: string, headers?: Record<string, string>) => {
  const response = await get(`/api/admin/reports/tax?from=${from}&to=${to}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json() as TaxReport;
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('GET /api/admin/reports/tax', () => {
  it('gives the tax per jurisdiction and rate, less the refunds made in the span', async () => {
    const q1 = await report('2026-01-01', '2026-03-31');
    expect(q1).toMatchObject({ from: '2026-01-01', to: '2026-03-31', timeZone: 'America/Anchorage' });
    expect(q1.rows).toEqual([
      {
        jurisdiction: 'DE',
        rate: 19_000,
        orders: 1,
        taxableCents: 5_000,
        taxCents: 950,
        refundedTaxableCents: 5_000,
        refundedTaxCents: 950,
        netTaxableCents: 0,
        netTaxCents: 0,
      },
      {
        jurisdiction: 'US-AK-LOCAL',
        rate: 6_000,
        orders: 1,
        taxableCents: 20_000,
        taxCents: 1_200,
        refundedTaxableCents: 10_000,
        refundedTaxCents: 600,
        netTaxableCents: 10_000,
        netTaxCents: 600,
      },
      {
        jurisdiction: 'US-WA',
        rate: 6_500,
        orders: 2,
        taxableCents: 11_000,
        taxCents: 715,
        refundedTaxableCents: 0,
        refundedTaxCents: 0,
        netTaxableCents: 11_000,
        netTaxCents: 715,
      },
    ]);
  });

  it('totals what the orders and refunds themselves hold, and the rows add up to them', async () => {
    const { rows, totals } = await report('2026-01-01', '2026-03-31');
    const salesCents = sum(sold.map((order) => order.netCents));
    const taxCents = sum(sold.map((order) => order.taxCents));
    const refundsCents = sum(refunded.map((refund) => refund.amountCents - refund.taxCents));
    const refundedTaxCents = sum(refunded.map((refund) => refund.taxCents));
    expect(totals).toEqual({
      orders: sold.length,
      refunds: refunded.length,
      salesCents,
      refundsCents,
      netSalesCents: salesCents - refundsCents,
      taxCents,
      refundedTaxCents,
      netTaxCents: taxCents - refundedTaxCents,
    });
    expect(totals).toMatchObject({ orders: 5, salesCents: 39_000, refundsCents: 15_000, taxCents: 2_865 });
    expect(sum(rows.map((row) => row.taxCents))).toBe(totals.taxCents);
    expect(sum(rows.map((row) => row.refundedTaxCents))).toBe(totals.refundedTaxCents);
    expect(sum(rows.map((row) => row.netTaxCents))).toBe(totals.netTaxCents);
  });

  it('counts a refund in the span it was made, whenever its order was sold', async () => {
    const april = await report('2026-04-01', '2026-04-30');
    // The order placed on 1 April in Alaska, and the refund of January's order on 5 April.
    expect(april.totals).toMatchObject({ orders: 1, taxCents: 65, refunds: 1, refundedTaxCents: 65 });
    expect(april.rows).toEqual([
      expect.objectContaining({
        jurisdiction: 'US-WA',
        orders: 1,
        taxCents: 65,
        refundedTaxCents: 65,
        netTaxCents: 0,
      }),
    ]);
    // A single day: 10 March holds only the refund of February's order.
    const day = await report('2026-03-10', '2026-03-10');
    expect(day.totals).toMatchObject({
      orders: 0,
      salesCents: 0,
      refunds: 1,
      refundsCents: 10_000,
      netSalesCents: -10_000,
    });
  });

  it('shows each store only its own orders and refunds', async () => {
    const theirs = await report('2026-01-01', '2026-03-31', { ...north, ...northOwner });
    expect(theirs.totals).toMatchObject({ orders: 1, taxCents: 2_600, refunds: 2, refundedTaxCents: 780 });
    expect(theirs.rows).toEqual([
      expect.objectContaining({ jurisdiction: 'US-WA', orders: 1, taxCents: 2_600, refundedTaxCents: 780 }),
    ]);
    // Asking the demo store's report with the other store's owner is refused.
    expect(
      (await get('/api/admin/reports/tax?from=2026-01-01&to=2026-03-31', { ...demo, ...northOwner }))
        .statusCode,
    ).toBe(403);
  });

  it('is the owner’s only', async () => {
    expect(
      (await get('/api/admin/reports/tax?from=2026-01-01&to=2026-01-31', { ...demo, ...shopper })).statusCode,
    ).toBe(403);
    expect((await get('/api/admin/reports/tax?from=2026-01-01&to=2026-01-31', demo)).statusCode).toBe(401);
    expect(
      (await get('/api/admin/reports/tax.csv?from=2026-01-01&to=2026-01-31', { ...demo, ...shopper }))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-31', 'from'],
    ['from=yesterday&to=2026-03-31', 'from'],
    ['to=2026-03-31', 'from'],
    ['from=2026-01-01&to=2026-1-31', 'to'],
    ['from=2026-01-01', 'to'],
    ['from=2026-03-31&to=2026-01-01', 'to'],
    ['from=2025-01-01&to=2026-02-05', 'to'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    for (const path of ['/api/admin/reports/tax', '/api/admin/reports/tax.csv']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(response.json().error).toContain(field);
    }
  });

  it('takes a span of 400 days, and no more', async () => {
    expect((await get('/api/admin/reports/tax?from=2025-01-01&to=2026-02-04')).statusCode).toBe(200);
    expect((await get('/api/admin/reports/tax?from=2025-01-01&to=2026-02-05')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/reports/tax.csv', () => {
  it('holds the same rows and totals as the JSON, in dollars', async () => {
    const json = await report('2026-01-01', '2026-03-31');
    const response = await get('/api/admin/reports/tax.csv?from=2026-01-01&to=2026-03-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="tax-demo-2026-01-01-to-2026-03-31.csv"',
    );
    const [header, ...lines] = parse(response.body) as string[][];
    expect(header).toEqual([...TAX_REPORT_CSV_HEADER]);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(lines).toEqual([
      ...json.rows.map((row) => [
        row.jurisdiction,
        row.rate === 19_000 ? '19%' : row.rate === 6_000 ? '6%' : '6.5%',
        String(row.orders),
        dollars(row.taxableCents),
        dollars(row.taxCents),
        dollars(row.refundedTaxableCents),
        dollars(row.refundedTaxCents),
        dollars(row.netTaxableCents),
        dollars(row.netTaxCents),
      ]),
      ['Total', '', '5', '', '28.65', '', '15.50', '', '13.15'],
    ]);
  });

  it('writes a jurisdiction that looks like a formula as text', async () => {
    await insertTaxedOrder(t.app.db, {
      tenantId: 'demo',
      at: at('2025-06-10T20:00:00Z'),
      netCents: 1_000,
      lines: [
        { jurisdiction: '=HYPERLINK("http://x.test")', rate: 4_225, taxableCents: 1_000, amountCents: 42 },
      ],
    });
    const response = await get('/api/admin/reports/tax.csv?from=2025-06-01&to=2025-06-30');
    const [, row] = parse(response.body) as string[][];
    expect(row.slice(0, 2)).toEqual(['\'=HYPERLINK("http://x.test")', '4.225%']);
  });
});

describe('a refund of an order taxed in two places', () => {
  it('gives back tax in each in proportion to what the order paid there, to the cent', async () => {
    const order = await insertTaxedOrder(t.app.db, {
      tenantId: 'demo',
      at: at('2025-08-10T20:00:00Z'),
      netCents: 10_000,
      lines: [
        { jurisdiction: 'US-CA', rate: 7_250, taxableCents: 10_000, amountCents: 725 },
        { jurisdiction: 'US-CA-LOCAL', rate: 1_000, taxableCents: 10_000, amountCents: 100 },
      ],
    });
    await insertRefund(t.app.db, {
      tenantId: 'demo',
      orderId: order.id,
      at: at('2025-08-11T20:00:00Z'),
      amountCents: 5_413,
      taxCents: 413,
    });
    const { rows, totals } = await report('2025-08-01', '2025-08-31');
    expect(rows.map((row) => [row.jurisdiction, row.refundedTaxCents, row.refundedTaxableCents])).toEqual([
      ['US-CA', 363, 5_007],
      ['US-CA-LOCAL', 50, 5_000],
    ]);
    expect(totals.refundedTaxCents).toBe(413);
  });

  it('shares whole cents that always add up', () => {
    expect(shareByWeight(413, [725, 100])).toEqual([363, 50]);
    expect(shareByWeight(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareByWeight(7, [0, 0])).toEqual([0, 0]);
  });
});
