import { expect, test } from '@playwright/test';
import { adminToken, apiJson } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';

/**
 * An honest sale price: a piece sold at $50 is reduced to $40 with a compare-at price of $60; its
 * product page shows the sale price, the struck earlier price and the lowest price of the 30 days
 * before the reduction in the EU rule's words, checked with axe at 390 and 1280 px.
 */
test('a reduced piece shows its lowest price of the 30 days before the reduction', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const auth = { authorization: `Bearer ${token}` };
  const created = await apiJson<{ id: string; version: number }>('/api/admin/products', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: `Tidepool Cuff ${Date.now().toString(36)}`, price: 50, totalInventory: 3 }),
  });
  await apiJson(`/api/admin/products/${created.id}`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ version: created.version, price: 40, compareAtPrice: 60 }),
  });

  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expect(async () => {
      await page.goto(`/product/${created.id}`);
      await expect(page.getByTestId('lowest-price-30-days')).toHaveText(
        'Lowest price in the 30 days before this reduction: $50.00',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('compare-at-price')).toHaveText('Was $60.00');
    await expect(page.getByTestId('lowest-price-30-days')).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});
