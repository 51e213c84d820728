import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../lib/messages';
import { listProducts } from './support/api';
import { restartApi, stopApi } from './support/servers';

test('the shop falls back to the newest backup when the api is down', async ({ page }) => {
  const listed = await listProducts();
  await stopApi();
  try {
    await page.goto('/shop');
    await expect(page.getByTestId('cached-data-banner')).toHaveText(MESSAGES.cachedData);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByText(listed.find((product) => product.featured)!.name).first()).toBeVisible();
  } finally {
    await restartApi();
  }
});
