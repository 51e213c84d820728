import { expect, test, type Page } from '@playwright/test';
import { listProducts } from './support/api';
import { expectNoSeriousViolations } from './support/look';
import { signIn } from './support/shopper';

/**
 * Settings → Taxes by clicks: the owner registers the store in Alaska with a borough's own 6% at
 * 1280 px, the product page then says tax is added; at 390 px they swap it for Germany with prices
 * that include tax, and the product page says tax is included. axe finds nothing serious at either
 * width. The store is left registered nowhere, as it started.
 */

async function openTaxes(page: Page) {
  await page.goto('/admin/settings');
  const form = page.getByTestId('tax-settings-form');
  await expect(form).toBeVisible();
  return form;
}

async function expectShelfNote(page: Page, productId: string, note: string | null) {
  // The product page is cached; the save expires it, so the next load shows the change.
  await expect(async () => {
    await page.goto(`/product/${productId}`);
    if (note) await expect(page.getByTestId('product-tax-note')).toHaveText(note, { timeout: 2_000 });
    else await expect(page.getByTestId('product-tax-note')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('the owner sets where the store collects tax in Settings → Taxes, at 1280 and 390 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [product] = await listProducts();
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/admin$/);

  // A laptop: Alaska, with the borough's own 6% on top of the state's 0, and shipping taxed.
  await page.setViewportSize({ width: 1280, height: 900 });
  let form = await openTaxes(page);
  await expect(form.getByText('No registration: no tax is charged.')).toBeVisible();
  await form.getByRole('button', { name: 'Add a registration' }).click();
  await form.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await form.getByRole('combobox', { name: 'State' }).selectOption('AK');
  await expect(form.getByText('Added to the table’s 0% for Alaska, United States; optional')).toBeVisible();
  await form.getByRole('textbox', { name: 'Own local rate (%)' }).fill('60');
  await form.getByRole('button', { name: 'Save Taxes' }).click();
  await expect(form.getByText('rate must be at most 25%')).toBeVisible();
  await form.getByRole('textbox', { name: 'Own local rate (%)' }).fill('6');
  await form.getByRole('checkbox', { name: /Tax shipping/ }).check();
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Save Taxes' }).click();
  await expect(form.getByRole('status')).toHaveText('Tax settings saved.');
  await page.screenshot({ path: test.info().outputPath('tax-settings-1280.png'), fullPage: true });

  form = await openTaxes(page);
  await expect(form.getByRole('group', { name: 'Registration 1: Alaska, United States' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Own local rate (%)' })).toHaveValue('6');
  await expect(form.getByRole('checkbox', { name: /Tax shipping/ })).toBeChecked();
  await expectShelfNote(page, product.id, 'Plus tax where applicable');

  // A phone: Germany instead, with prices that include VAT.
  await page.setViewportSize({ width: 390, height: 844 });
  form = await openTaxes(page);
  await form.getByRole('button', { name: 'Remove registration 1 (Alaska, United States)' }).click();
  await form.getByRole('button', { name: 'Add a registration' }).click();
  await form.getByRole('combobox', { name: 'Country' }).selectOption('DE');
  await expect(form.getByText('Added to the table’s 19% for Germany; optional')).toBeVisible();
  await form.getByRole('checkbox', { name: /My prices include tax/ }).check();
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Save Taxes' }).click();
  await expect(form.getByRole('status')).toHaveText('Tax settings saved.');
  await page.screenshot({ path: test.info().outputPath('tax-settings-390.png'), fullPage: true });
  await expectShelfNote(page, product.id, 'Tax included');

  // Back to registered nowhere, as the store started.
  form = await openTaxes(page);
  await form.getByRole('button', { name: 'Remove registration 1 (Germany)' }).click();
  await form.getByRole('checkbox', { name: /My prices include tax/ }).uncheck();
  await form.getByRole('checkbox', { name: /Tax shipping/ }).uncheck();
  await form.getByRole('button', { name: 'Save Taxes' }).click();
  await expect(form.getByRole('status')).toHaveText('Tax settings saved.');
  await expect(form.getByText('No registration: no tax is charged.')).toBeVisible();
  await expectShelfNote(page, product.id, null);
});
