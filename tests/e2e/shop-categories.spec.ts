import { expect, test } from '@playwright/test';
import { apiJson } from './support/api';
import { seriousViolations } from './support/look';

/**
 * The home page's category cards open the shop filtered to their category: a shopper picks Rings
 * and sees the rings, and only them, with the filter in the address; then sorts them by price.
 * axe finds nothing serious on the filtered shop at a phone's width and a laptop's.
 */

test('a category card on the home page opens the shop showing only that category’s pieces', async ({
  page,
}) => {
  const rings = await apiJson<{ products: { name: string; price: number }[] }>(
    '/api/products?category=rings&limit=100',
  );
  expect(rings.products.length).toBeGreaterThan(1);
  const ringNames = rings.products.map((product) => product.name).sort();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Shop by category' });
  await section.getByRole('link', { name: /Rings/ }).click();
  await expect(page).toHaveURL(/\/shop\?category=rings$/);

  const shown = page.getByRole('list', { name: 'Pieces shown' });
  const names = shown.getByRole('heading', { level: 3 });
  await expect(names).toHaveCount(ringNames.length);
  expect((await names.allTextContents()).sort()).toEqual(ringNames);
  await expect(page.getByLabel('Category')).toHaveValue('rings');
  expect(await seriousViolations(page, '1280 px')).toEqual([]);

  // Sorting keeps the category, in the address too.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\/shop\?category=rings&sort=price-asc$/);
  const lowest = Math.min(...rings.products.map((product) => product.price));
  const cheapest = rings.products
    .filter((product) => product.price === lowest)
    .map((product) => product.name);
  await expect.poll(async () => cheapest.includes((await names.first().textContent()) ?? '')).toBe(true);
  await expect(names).toHaveCount(ringNames.length);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(names).toHaveCount(ringNames.length);
  expect(await seriousViolations(page, '390 px')).toEqual([]);
});
