import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../lib/messages';
import { adminToken, listProducts, setStock } from './support/api';
import { restartApi, stopApi } from './support/servers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('with the api down, cached pages are served and an uncached one renders from the backup, kept no longer than the outage', async ({
  page,
  request,
}) => {
  const listed = await listProducts();
  const product = listed.find((item) => item.featured && item.totalInventory !== null)!;
  // A store that was up before: the web knows its host, holds a copy of its backup and has cached pages.
  await request.get('/gallery');
  expect((await request.get('/gallery')).headers()['x-nextjs-cache']).toBe('HIT');
  // A change expires the catalog's pages, so the shop is not in the cache when the api goes away.
  await setStock(product.id, product.totalInventory, await adminToken());
  await sleep(1_000);

  await stopApi();
  try {
    const cached = await request.get('/gallery');
    expect(cached.status()).toBe(200);
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT');

    await page.goto('/shop');
    await expect(page.getByTestId('cached-data-banner')).toHaveText(MESSAGES.cachedData);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByText(product.name).first()).toBeVisible();
  } finally {
    await restartApi();
  }
  // The api tells the web it is back as it starts: the very next load renders from it.
  await page.goto('/shop');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('cached-data-banner')).toHaveCount(0);
});
