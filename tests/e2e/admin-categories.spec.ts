import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';

/**
 * The owner keeps the store's categories in the back-office: adds one, puts a piece in it from the
 * product form, finds its card on the home page opening the shop filtered to it, then deletes it
 * after being asked. The Categories screen and the filtered shop are checked with axe at 1280 and
 * 390 px.
 */
const OWNER = 'owner@demo.test';

async function lookAtBothWidths(page: Page, name: string) {
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(LOOK_WIDTHS[0]);
}

type Created = { id: string; version: number };

test('the owner adds a category, puts a piece in it, and shoppers reach it from the home page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const categoryName = `Sea Glass ${stamp}`;
  const slug = `sea-glass-${stamp}`;
  const pieceName = `Beach glass pendant ${stamp}`;
  const headers = { authorization: `Bearer ${await adminToken()}` };
  // A piece of this test's own, so no other test's counts move.
  const piece = await apiJson<Created>('/api/admin/products', {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: pieceName, price: 42, description: 'Tumbled green glass on silver' }),
  });

  try {
    await page.setViewportSize(LOOK_WIDTHS[0]);
    await signIn(page, OWNER);
    await openSection(page, 'Products');
    await page.getByRole('main').getByRole('link', { name: 'Categories', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Categories' });
    await expect(list.getByRole('listitem').first()).toBeVisible();

    // Add: the form checks first, then the slug follows the name.
    await page.getByRole('button', { name: 'Add Category' }).click();
    const form = page.getByRole('form', { name: 'New category' });
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Name').fill(categoryName);
    await expect(form.getByLabel('Slug (in the shop’s address)')).toHaveValue(slug);
    await lookAtBothWidths(page, 'categories-form');
    await form.getByRole('button', { name: 'Add Category' }).click();
    const row = list.getByRole('listitem', { name: categoryName });
    await expect(row).toContainText(`/shop?category=${slug} · 0 pieces`);
    await lookAtBothWidths(page, 'categories-list');

    // Put the piece in it from the product form.
    await openSection(page, 'Products');
    await page.getByRole('searchbox', { name: 'Search by name or description' }).fill(pieceName);
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('link', { name: pieceName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${piece.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: pieceName })).toBeVisible();
    await page.getByTestId('product-categories').getByRole('checkbox', { name: categoryName }).check();
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    // A shopper's home page card names it and opens the shop showing only its piece.
    const visitor = await browser.newContext({ baseURL });
    try {
      const shopper = await visitor.newPage();
      await shopper.setViewportSize(LOOK_WIDTHS[0]);
      const card = shopper
        .getByRole('region', { name: 'Shop by category' })
        .getByRole('link', { name: new RegExp(categoryName) });
      await expect
        .poll(
          async () => {
            await shopper.goto('/');
            return card.count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      await expect(card).toContainText('1 piece');
      await card.click();
      await expect(shopper).toHaveURL(new RegExp(`/shop\\?category=${slug}$`));
      const shown = shopper.getByRole('list', { name: 'Pieces shown' }).getByRole('heading', { level: 3 });
      await expect(shown).toHaveText([pieceName]);
      await expect(shopper.getByLabel('Category')).toHaveValue(slug);
      await lookAtBothWidths(shopper, 'shop-new-category');
    } finally {
      await visitor.close();
    }

    // Delete asks first; Cancel keeps it, then it goes, and the shop no longer knows it.
    await openSection(page, 'Products');
    await page.getByRole('main').getByRole('link', { name: 'Categories', exact: true }).click();
    await list.getByRole('listitem', { name: categoryName }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${categoryName}?` });
    await expect(dialog).toContainText('Its pieces stay in the shop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(list.getByRole('listitem', { name: categoryName })).toBeVisible();
    await list.getByRole('listitem', { name: categoryName }).getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete Category' }).click();
    await expect(list.getByRole('listitem', { name: categoryName })).toHaveCount(0);
    const after = await apiJson<{ products: unknown[] }>(`/api/products?category=${slug}`);
    expect(after.products).toEqual([]);
  } finally {
    const current = await apiJson<Created>(`/api/admin/products/${piece.id}`, { headers });
    await apiJson(`/api/admin/products/${piece.id}/archived`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ version: current.version, archived: true }),
    });
  }
});
