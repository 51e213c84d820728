import { expect, test } from '@playwright/test';
import { isPlainPiece, listProducts, photographedProduct } from './support/api';
import { acceptAnalytics } from './support/consent';
import { untilReactHasPage } from './support/react-ready';

test.describe('browsing the shop', () => {
  test('shows featured products first and appends the rest near the bottom', async ({ page }) => {
    const all = await listProducts();
    const featured = all.filter((product) => product.featured);
    await page.goto('/shop');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(featured[0].name);
    await expect(cards.first()).toContainText(`$${featured[0].price.toFixed(2)}`);

    // A wheel turned before the page is on screen scrolls nothing: it waits for React to have it.
    await untilReactHasPage(page);
    await page.mouse.wheel(0, 20_000);
    await expect(cards).toHaveCount(all.length);
    await expect(page.getByText('Out of Stock').first()).toBeVisible();
    const firstImage = cards.first().locator('img').first();
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("a product's photo comes from the web with the api's caching headers, and revalidates to 304", async ({
    request,
  }) => {
    const photo = `/api/images/${(await photographedProduct()).processedImageFilename}`;
    const first = await request.get(photo);
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toBe('image/webp');
    expect(first.headers()['x-content-type-options']).toBe('nosniff');
    expect(first.headers()['cache-control']).toMatch(/^public, max-age=/);
    expect((await first.body()).subarray(8, 12).toString()).toBe('WEBP');
    const again = await request.get(photo, { headers: { 'if-none-match': first.headers().etag } });
    expect(again.status()).toBe(304);
  });

  test("a card in the server's HTML adds to the basket, and a click on it is recorded with its page", async ({
    page,
  }) => {
    await page.goto('/shop');
    // Clicks are counted once the shopper accepts analytics (the local run is asked, as in the EU).
    await acceptAnalytics(page);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByTestId('add-to-basket') })
      .first();
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('button', { name: 'Add to Basket' }).click();
    await expect(card.getByTestId('add-to-basket-status')).toHaveText('Added to basket');
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    const recorded = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/analytics/product-click'),
    );
    await card.getByRole('link', { name, exact: true }).click();
    expect((await recorded).postDataJSON()).toMatchObject({ productName: name, pageId: '/shop' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('suggests up to five products by name and follows a suggestion', async ({ page }) => {
    await page.goto('/shop');
    const search = page.getByTestId('search-input');
    await search.click();
    // The suggestions are the api's, asked once typing pauses.
    const answered = page.waitForResponse((response) => response.url().includes('/api/products/search?'));
    await search.fill('RiNg');
    await answered;
    const suggestions = page.getByTestId('search-suggestion');
    await expect(suggestions.first()).toBeVisible();
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    for (const text of await suggestions.allInnerTexts()) expect(text.toLowerCase()).toContain('ring');
    const name = (await suggestions.first().innerText()).split('\n')[0].trim();
    await suggestions.first().click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });

  test('opens the results page for a search on Enter, kept in the address', async ({ page }) => {
    await page.goto('/shop');
    const search = page.getByTestId('search-input');
    await search.fill('ring');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop\?q=ring$/);
    await expect(page.getByRole('heading', { name: 'Results for “ring”' })).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    for (const text of await results.allInnerTexts()) expect(text.toLowerCase()).toContain('ring');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Results for “ring”' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all pieces' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('serves a product page whose HTML carries its structured data and canonical URL', async ({
    request,
  }) => {
    // A piece sold as itself: one offer at its price (a piece in sizes has one offer per size).
    const product = (await listProducts()).find((item) => isPlainPiece(item))!;
    const response = await request.get(`/product/${product.handle}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*/product/${product.handle}"`));
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
    expect(jsonLd).not.toBeNull();
    const data = JSON.parse(jsonLd![1]);
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product.name);
    expect(Number(data.offers.price)).toBe(product.price);
    expect(data.offers.priceCurrency).toBe('USD');
  });

  test('sends an unknown path home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  });
});
