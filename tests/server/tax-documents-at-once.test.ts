/**
 * Invoice numbers for orders placed at once: thirty orders made together get thirty consecutive
 * numbers of the store's sequence, none twice and none skipped. This is the invoice check whose
 * outcome depends on the database server (PGlite takes one transaction at a time, PostgreSQL
 * many); the others are in tax-documents.test.ts.
 */
import { buildTestApp, type TestApp } from './support/build-app';
import { createOrder, type ApiProduct } from './support/shop';
import { invoiceSteps, uncountedPiece } from './support/tax-documents-fixtures';

let t: TestApp;
let uncounted: ApiProduct;

beforeAll(async () => {
  t = await buildTestApp();
  uncounted = await uncountedPiece(t.app);
}, 120_000);
afterAll(() => t.close());

const { paidPayment, invoiceNumbers } = invoiceSteps(() => ({ t, uncounted }));

describe('numbering', () => {
  it('gives 30 orders placed at once 30 consecutive invoice numbers, none twice, none skipped', async () => {
    const before = await invoiceNumbers();
    const payments: string[] = [];
    for (let index = 0; index < 30; index += 1) payments.push(await paidPayment());
    const placed = await Promise.all(payments.map((id) => createOrder(t.app, id)));
    expect(placed.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    const ids = new Set(placed.map((answer) => (answer.json() as { id: string }).id));
    const rows = (await invoiceNumbers()).filter((row) => ids.has(row.orderId));
    expect(rows).toHaveLength(30);
    const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
    const first = Math.max(0, ...before.map((row) => row.number)) + 1;
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, index) => first + index));
    // The store's whole sequence: 1, 2, 3, … with nothing missing.
    const all = (await invoiceNumbers()).map((row) => row.number).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
  }, 180_000);
});
