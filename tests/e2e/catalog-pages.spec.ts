import { expect, test, type Page } from '@playwright/test';
import { CATALOG_PAGE_SIZE } from '../../lib/constants/catalog';
import { adminToken, apiJson, listProducts } from './support/api';
import { E2E_NORTH_URL } from './support/ports';

/** The handles of the product cards on screen (their links' last segment), in order. */
const shownHandles = (page: Page) =>
  page
    .getByTestId('product-card')
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => [
      ...new Set(links.map((link) => link.getAttribute('href')!.replace('/product/', ''))),
    ]);

/** Scrolls to the bottom until the shop has `expected` pieces, one page per sentinel. */
async function scrollToTheEnd(page: Page, expected: number) {
  const cards = page.getByTestId('product-card');
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 50_000);
        return cards.count();
      },
      { timeout: 45_000, intervals: [300] },
    )
    .toBe(expected);
}

test.describe('a shop with more pieces than a page', () => {
  test('appends page after page to the end, shows every piece once, and comes back where it was', async ({
    page,
  }) => {
    const all = await listProducts('north');
    expect(all.length).toBeGreaterThan(CATALOG_PAGE_SIZE * 2);
    await page.goto(`${E2E_NORTH_URL}/shop`);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    // One page at first: the rest only as the shopper scrolls.
    expect(await cards.count()).toBeLessThan(all.length);

    await scrollToTheEnd(page, all.length);
    const handles = await shownHandles(page);
    expect(handles).toHaveLength(all.length);
    expect([...handles].sort()).toEqual(all.map((product) => product.handle).sort());
    await expect(page.getByText('Loading more pieces…')).toHaveCount(0);

    // A reload keeps the pages loaded and the place on them.
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1_000);
    await page.reload();
    await expect(cards).toHaveCount(all.length);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
  });

  test('lists every piece in the sitemap, and a piece added shows there at once', async ({ request }) => {
    const locs = async () =>
      [
        ...(
          await (await request.get('/sitemap.xml', { headers: { host: new URL(E2E_NORTH_URL).host } })).text()
        ).matchAll(/<loc>([^<]*)<\/loc>/g),
      ].map((match) => match[1]);
    const all = await listProducts('north');
    const listed = (await locs()).filter((loc) => loc.includes('/product/'));
    expect(listed.map((loc) => loc.split('/product/')[1]).sort()).toEqual(all.map((p) => p.handle).sort());

    const token = await adminToken('owner@north.test', 'north');
    const added = await apiJson<{ id: string; handle: string }>('/api/admin/products', {
      method: 'POST',
      tenant: 'north',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Fresh From The Loom', price: 64 }),
    });
    await expect
      .poll(async () => (await locs()).some((loc) => loc.endsWith(`/product/${added.handle}`)))
      .toBe(true);
  });
});
