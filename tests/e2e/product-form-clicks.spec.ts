import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson } from './support/api';
import { signIn } from './support/shopper';

/**
 * The product form at 1280 px: a stock typed into a variant row and left at once for the button
 * below (Add a variant, Create product) is a click that lands: nothing above the button appears or
 * goes as the stock is left, so the button stays under the pointer.
 */
async function newProductWithVariant(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'owner@demo.test');
  await page.goto('/admin/products/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Price (USD)' }).fill('45');
  await page.getByRole('button', { name: 'Add a variant' }).click();
  const row = page.getByTestId('variant-row').first();
  await row.getByRole('textbox', { name: 'Variant name' }).fill('Size 6');
  return row;
}

/** Types into the input, then clicks `button` with the mouse at once, as a person does. */
async function typeThenClick(page: Page, input: ReturnType<Page['getByRole']>, text: string, button: string) {
  const target = page.getByRole('button', { name: button });
  // The button in view below the row, the input above it, as the owner sees them.
  await target.scrollIntoViewIfNeeded();
  await input.click();
  await page.keyboard.type(text);
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('product form clicks', () => {
  test('a variant stock typed, then Add a variant at once: a second row is added', async ({ page }) => {
    const row = await newProductWithVariant(page, 'Click Test Ring A');
    await typeThenClick(page, row.getByRole('textbox', { name: 'Variant stock' }), '3', 'Add a variant');
    await expect(page.getByTestId('variant-row')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath('variant-added.png'), fullPage: true });
  });

  test('a variant stock typed, then Create product at once: the product is created', async ({ page }) => {
    const row = await newProductWithVariant(page, 'Click Test Ring B');
    await typeThenClick(page, row.getByRole('textbox', { name: 'Variant stock' }), '3', 'Create product');
    await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    await page.screenshot({ path: test.info().outputPath('product-created.png'), fullPage: true });
    // Archived again, so the demo shop stays as the other browser tests know it.
    const id = page.url().split('/').at(-1)!;
    const headers = { authorization: `Bearer ${await adminToken()}` };
    const product = await apiJson<{ version: number; variants?: { name: string }[] }>(
      `/api/admin/products/${id}`,
      { headers },
    );
    expect(product.variants?.map((variant) => variant.name)).toEqual(['Size 6']);
    await apiJson(`/api/admin/products/${id}/archived`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ version: product.version, archived: true }),
    });
  });
});
