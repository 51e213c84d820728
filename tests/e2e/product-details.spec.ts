import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, LOOK_WIDTHS, shootAtBothWidths } from './support/look';
import { signIn } from './support/shopper';

/**
 * A product as makers sell it, made in one go: the owner creates it with a compare-at price and a
 * photo with its alt text; the shop's grid and the product page show the earlier price struck
 * through and the photo named by its alt text, checked with axe at 1280 and 390 px.
 */
const OWNER = 'owner@demo.test';
// A 16x16 PNG, which the api turns into the catalog's WebP renditions.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGMQ+TidJMQwqmFUw/DVAACE+pwQthjzBQAAAABJRU5ErkJggg==',
  'base64',
);

async function checkAtBothWidths(page: Page, name: string) {
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page);
  }
  await shootAtBothWidths(page, name);
}

test('the owner creates a product with a compare-at price and a described photo, and the shop shows both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LOOK_WIDTHS[0]);
  await signIn(page, OWNER);
  const name = `Raven Pendant ${Date.now().toString(36)}`;
  const alt = 'A silver raven pendant on a slate stone';
  await page.goto('/admin/products/new');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Price (USD)', exact: true }).fill('80');
  await page.getByRole('textbox', { name: 'Stock' }).fill('4');
  await page.getByRole('textbox', { name: 'Compare-at price' }).fill('95');
  await page.getByRole('textbox', { name: 'Weight (grams)' }).fill('42');
  await page
    .getByTestId('new-product-image-input')
    .setInputFiles({ name: 'raven.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('textbox', { name: 'Alt text for raven.png' }).fill(alt);
  await checkAtBothWidths(page, 'new-product-with-photo');

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const id = page.url().split('/').at(-1)!;
  await expect(page.getByTestId('product-image')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Alt text, image 1' })).toHaveValue(alt);
  await expect(page.getByRole('textbox', { name: 'Compare-at price' })).toHaveValue('95.00');
  await checkAtBothWidths(page, 'product-details-editor');

  const visitor = await page.context().browser()!.newContext();
  try {
    const shopper = await visitor.newPage();
    await shopper.setViewportSize(LOOK_WIDTHS[0]);
    // The shop's grid, found by the product's name.
    await expect(async () => {
      await shopper.goto(`/shop?q=${encodeURIComponent(name)}`);
      await expect(shopper.getByRole('heading', { name })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const card = shopper.getByTestId('product-card').filter({ hasText: name });
    await expect(card.getByTestId('compare-at-price')).toHaveText(/\$95\.00/);
    await expect(card.getByRole('img', { name: alt })).toBeVisible();
    await checkAtBothWidths(shopper, 'shop-grid-sale');

    await shopper.goto(`/product/${id}`);
    await expect(shopper.locator('.product-info__price').getByTestId('compare-at-price')).toHaveText(
      /\$95\.00/,
    );
    await expect(shopper.locator('.product-info__price')).toContainText('$80.00');
    await expect(shopper.getByRole('img', { name: alt })).toBeVisible();
    const jsonLd = JSON.parse(
      (await shopper.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(jsonLd.image[0]).toMatchObject({ '@type': 'ImageObject', caption: alt });
    await checkAtBothWidths(shopper, 'product-page-sale');
  } finally {
    await visitor.close();
  }
});
