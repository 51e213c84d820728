import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson, listProducts } from './support/api';
import { lookAtBothWidths } from './support/look';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';

/**
 * The owner's products and customers: a price lowered in the back-office is what shoppers see on
 * the product page's next load; a new product is made, given a photo and archived; the customer
 * list searches, sorts and keeps its state in the address. Each screen is photographed at 1280
 * and 390 px (attached to the run) and checked with axe.
 */
const OWNER = 'owner@demo.test';
// A 16x16 PNG, which the api turns into the catalog's WebP renditions.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGMQ+TidJMQwqmFUw/DVAACE+pwQthjzBQAAAABJRU5ErkJggg==',
  'base64',
);

/** The price a fresh shopper's load of the product page shows. */
async function shopperPrice(page: Page, productId: string): Promise<string> {
  const visitor = await page.context().browser()!.newContext();
  try {
    const shopper = await visitor.newPage();
    await shopper.goto(`/product/${productId}`);
    return (await shopper.locator('.product-info__price').first().innerText()).trim();
  } finally {
    await visitor.close();
  }
}

type AdminProduct = { id: string; price: number; version: number };

/** Sets a product's price straight through the api, from its current version. */
async function setPrice(productId: string, price: number) {
  const token = await adminToken();
  const headers = { authorization: `Bearer ${token}` };
  const current = await apiJson<AdminProduct>(`/api/admin/products/${productId}`, { headers });
  if (current.price === price) return;
  await apiJson(`/api/admin/products/${productId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ version: current.version, price }),
  });
}

test.describe('the owner’s products and customers', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, OWNER);
  });

  test('a price lowered in My Products is what shoppers see on the product page’s next load', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const product = (await listProducts()).find((item) => item.price >= 10)!;
    const lowered = Math.round((product.price - 5) * 100) / 100;
    try {
      await openSection(page, 'Products');
      await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
      await expect(page.getByTestId('workspace-notice')).toContainText('Notion is not connected.');
      await expect(page.getByTestId('admin-list-row').first()).toBeVisible();
      await lookAtBothWidths(page, 'products-list');

      await page.getByRole('searchbox', { name: 'Search by name or description' }).fill(product.name);
      await expect(page).toHaveURL(/[?&]q=/);
      await page.getByRole('link', { name: product.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}$`));
      await expect(page.getByRole('textbox', { name: 'Price (USD)' })).toHaveValue(product.price.toFixed(2));
      await lookAtBothWidths(page, 'product-form');

      await page.getByRole('textbox', { name: 'Price (USD)' }).fill(String(lowered));
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/admin/products/${product.id}`) &&
          response.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save product' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expect
        .poll(() => shopperPrice(page, product.id), { timeout: 15_000 })
        .toBe(`$${lowered.toFixed(2)}`);

      // Back keeps the list's search.
      await page.goBack();
      await expect(page.getByRole('searchbox', { name: 'Search by name or description' })).toHaveValue(
        product.name,
      );
    } finally {
      await setPrice(product.id, product.price);
    }
    await expect
      .poll(() => shopperPrice(page, product.id), { timeout: 15_000 })
      .toBe(`$${product.price.toFixed(2)}`);
  });

  test('a new product is created with a photo, and archiving it takes it out of the shop', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const name = `Driftwood Pendant ${Date.now().toString(36)}`;
    await openSection(page, 'Products');
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    // The api's rules, before anything is sent.
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await lookAtBothWidths(page, 'product-form-new-errors');

    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Price (USD)' }).fill('64.50');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Sterling silver around a piece of Sitka driftwood.');
    await page.getByRole('textbox', { name: 'Stock' }).fill('3');
    await page.getByRole('textbox', { name: 'Metals' }).fill('Sterling Silver');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect
      .poll(async () => (await listProducts()).some((item) => item.id === id), { timeout: 15_000 })
      .toBe(true);

    await page
      .getByTestId('product-image-input')
      .setInputFiles({ name: 'pendant.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('product-image')).toHaveCount(1);
    await expect(page.getByText('Main image')).toBeVisible();
    await lookAtBothWidths(page, 'product-form-edit');

    // Archive asks first; Cancel changes nothing.
    await page.getByRole('button', { name: 'Archive product' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`Archive “${name}”?`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await page.getByRole('button', { name: 'Archive product' }).click();
    await page.getByRole('button', { name: 'Yes, archive' }).click();
    await expect(page.getByRole('button', { name: 'Put back in the shop' })).toBeVisible();
    await expect
      .poll(async () => (await listProducts()).some((item) => item.id === id), { timeout: 15_000 })
      .toBe(false);

    await page.goto(`/admin/products?archived=true&q=${encodeURIComponent(name)}`);
    const row = page.getByTestId('admin-list-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Archived');
  });

  test('My Customers searches, sorts by a header click and keeps both across a reload', async ({ page }) => {
    await openSection(page, 'Customers');
    await expect(page.getByRole('heading', { level: 1, name: 'My Customers' })).toBeVisible();
    await expect(page.getByTestId('workspace-notice')).toContainText('Notion is not connected.');
    await expect(
      page.getByTestId('workspace-notice').getByRole('link', { name: 'Connect Notion' }),
    ).toBeVisible();
    await expect(page.getByTestId('admin-list-row').filter({ hasText: 'shopper@demo.test' })).toBeVisible();
    await lookAtBothWidths(page, 'customers-list');

    const email = page.getByRole('columnheader', { name: /^Email/ });
    await expect(email).toHaveAttribute('aria-sort', 'none');
    await email.getByRole('button').click();
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=email&dir=asc/);
    await email.getByRole('button').click();
    await expect(email).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('shopper@demo');
    await expect(page).toHaveURL(/q=shopper%40demo/);
    await expect(page.getByTestId('admin-list-row')).toHaveCount(1);
    await expect(page.getByTestId('admin-list-row')).toContainText('shopper@demo.test');

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue(
      'shopper@demo',
    );
    await expect(page.getByRole('columnheader', { name: /^Email/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByTestId('admin-list-row')).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('nobody-by-this-name');
    await expect(page.getByText('No customers match “nobody-by-this-name”.')).toBeVisible();
  });
});
