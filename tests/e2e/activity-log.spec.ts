import { expect, test } from '@playwright/test';
import { adminToken, apiJson } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { signIn } from './support/shopper';

/**
 * The activity log at 1280 and 390 px: the owner changes a price in the product form by clicking,
 * opens the Activity log and reads the line with the old and the new price.
 */
for (const size of LOOK_WIDTHS) {
  test(`a price changed in the product form is a line of the Activity log (${size.width} px)`, async ({
    page,
  }) => {
    const headers = { authorization: `Bearer ${await adminToken()}` };
    const name = `Activity Ring ${size.width}`;
    const product = await apiJson<{ id: string; version: number }>('/api/admin/products', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, price: 40 }),
    });
    try {
      await page.setViewportSize(size);
      await signIn(page, 'owner@demo.test');
      await page.goto(`/admin/products/${product.id}`);
      await page.getByRole('textbox', { name: 'Price (USD)' }).fill('47.50');
      await page.getByRole('button', { name: 'Save product' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

      await page.goto('/admin/settings');
      await page.getByRole('link', { name: 'Activity log' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
      const row = page.getByTestId('audit-row').filter({ hasText: name }).first();
      await expect(row).toContainText('product.update');
      await expect(row.getByTestId('audit-change').filter({ hasText: 'priceCents' })).toContainText(
        '$40.00 → $47.50',
      );
      await expectNoSeriousViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`activity-log-${size.width}.png`),
        fullPage: true,
      });
    } finally {
      const current = await apiJson<{ version: number }>(`/api/admin/products/${product.id}`, { headers });
      await apiJson(`/api/admin/products/${product.id}/archived`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ version: current.version, archived: true }),
      });
    }
  });
}
