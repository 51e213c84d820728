import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { SERVICE_FEE_CENTS, SHIPPING_FLAT_RATE_CENTS } from '../../lib/constants/checkout';
import { TAX_REPORT_CSV_HEADER } from '../../lib/schemas/tax-report';
import { adminToken, apiJson, listProducts } from './support/api';
import { expectNoSeriousViolations, shootAtBothWidths } from './support/look';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';

/**
 * The Taxes report by clicks: a mug bought today in Seattle by a store registered in Washington,
 * then from Analytics at 1280 px this month's report with Washington's row, a quarter chosen, the
 * CSV saved with the report's columns; at 390 px from the bar's More, the page no wider than the
 * phone (the table scrolls on its own). axe finds nothing serious at either width. The store is
 * left registered nowhere, as it started.
 */

const taxSettings = (token: string, registrations: object[]) =>
  apiJson('/api/admin/tax-settings', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      pricesIncludeTax: false,
      provider: 'builtin',
      taxShipping: false,
      taxServiceFee: false,
      registrations,
    }),
  });

/** A mug shipped to Seattle, paid with the test card and placed: Washington's 6.5% on it. */
async function buyMugInSeattle() {
  const mug = (await listProducts()).find((product) => product.name === 'Kenai River Stoneware Mug')!;
  const customerInfo = {
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    phone: '(206) 555-0100',
    address: '1 Pike St',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
  };
  const intent = await apiJson<{ paymentIntentId: string; taxCents: number }>('/api/create-payment-intent', {
    method: 'POST',
    body: JSON.stringify({
      amount: Math.round(mug.price * 100) + SHIPPING_FLAT_RATE_CENTS + SERVICE_FEE_CENTS,
      currency: 'usd',
      items: [{ id: mug.id, quantity: 1, price: mug.price }],
      customerInfo,
    }),
  });
  expect(intent.taxCents).toBeGreaterThan(0);
  await apiJson('/api/payments/test/confirm', {
    method: 'POST',
    body: JSON.stringify({ paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242' }),
  });
  await apiJson('/api/orders', {
    method: 'POST',
    body: JSON.stringify({ paymentIntentId: intent.paymentIntentId, customerInfo }),
  });
}

/** The report has loaded: its table, or the words for a period without tax. */
async function reportShown(page: Page) {
  await expect(page.getByTestId('tax-report-totals')).toBeVisible();
  await expect(page.getByTestId('tax-report-table').or(page.getByTestId('tax-report-empty'))).toBeVisible();
}

test('the owner reads and downloads the Taxes report, at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  await taxSettings(token, [{ country: 'US', region: 'WA' }]);
  try {
    await buyMugInSeattle();
  } finally {
    await taxSettings(token, []);
  }
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSection(page, 'Analytics');
  await page.getByRole('link', { name: 'Taxes report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taxes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  await reportShown(page);
  // This month, the mug's: Washington at 6.5%.
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ index: 0 });
  const washington = page.getByTestId('tax-report-table').getByRole('row', { name: /Washington/ });
  await expect(washington.getByRole('cell').first()).toHaveText('6.5%');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Quarter' }).click();
  await expect(page).toHaveURL(/period=\d{4}-Q[1-4]$/);
  await page.getByRole('combobox', { name: 'Quarter' }).selectOption({ index: 0 });
  await expect(page).toHaveURL(/period=\d{4}-Q[1-4]$/);
  await expect(washington).toBeVisible();

  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^tax-demo-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toBe(TAX_REPORT_CSV_HEADER.join(','));
  expect(lines.some((line) => line.startsWith('US-WA,6.5%,'))).toBe(true);
  expect(lines.at(-1)).toMatch(/^Total,,\d+,,-?\d+\.\d\d,,-?\d+\.\d\d,,-?\d+\.\d\d$/);

  // A phone: the report is under More, and the page is no wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  const bar = page.getByRole('navigation', { name: 'Back-office sections' });
  await bar.getByRole('button', { name: 'More' }).click();
  await bar.getByRole('link', { name: 'Taxes report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taxes' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ index: 0 });
  await expect(washington).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeInViewport();
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'tax-report');
});
