import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { signIn } from './support/shopper';
import { arrivedAt, openSection } from './support/walk';

/**
 * Product addresses that keep their search ranking: a shopper who follows an old Shopify link
 * (`/products/{handle}`) or an old id link lands on the product's page at `/product/{handle}`, and
 * every link of the shop leads there; the owner renames a handle and the old address still
 * answers, then keeps a redirect of their own in the Redirects screen (added, then deleted after
 * being asked). Pages are checked with axe at 1280 and 390 px.
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

type Created = { id: string; handle: string; version: number };

async function createPiece(name: string): Promise<Created> {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  return apiJson<Created>('/api/admin/products', {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, price: 38, totalInventory: 4, description: 'Turned from a beach log' }),
  });
}

async function archive(piece: Created) {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const current = await apiJson<Created>(`/api/admin/products/${piece.id}`, { headers });
  await apiJson(`/api/admin/products/${piece.id}/archived`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ version: current.version, archived: true }),
  });
}

test('a shopper on an old Shopify or id address arrives at the product’s handle address', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Driftwood Bowl ${stamp}`;
  const piece = await createPiece(name);
  expect(piece.handle).toBe(`driftwood-bowl-${stamp}`);
  try {
    await page.setViewportSize(LOOK_WIDTHS[0]);
    const answer = await page.request.get(`/products/${piece.handle}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(new URL(answer.headers().location!, 'http://x').pathname).toBe(`/product/${piece.handle}`);

    await page.goto(`/products/${piece.handle}`);
    await arrivedAt(page, { url: new RegExp(`/product/${piece.handle}$`), heading: name });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/product/${piece.handle}$`),
    );
    await lookAtBothWidths(page, 'product-from-shopify-address');

    await page.goto(`/product/${piece.id}`);
    await arrivedAt(page, { url: new RegExp(`/product/${piece.handle}$`), heading: name });

    // From page to page: the shop's search suggestion leads to the handle address too.
    await page.getByRole('link', { name: '← Back to shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.getByTestId('search-input').first().fill(`Driftwood Bowl ${stamp}`);
    const suggestion = page.getByTestId('search-suggestion').filter({ hasText: name });
    await expect(suggestion).toHaveAttribute('href', `/product/${piece.handle}`);
    await suggestion.click();
    await arrivedAt(page, { url: new RegExp(`/product/${piece.handle}$`), heading: name });

    await page.goto('/collections/rings');
    await expect(page).toHaveURL(/\/shop\?category=rings$/);
    await lookAtBothWidths(page, 'shop-from-collection-address');
  } finally {
    await archive(piece);
  }
});

test('the owner renames a handle, the old address still answers, and keeps redirects of their own', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const name = `Harbor Cup ${stamp}`;
  const piece = await createPiece(name);
  const renamed = `sea-cup-${stamp}`;
  const shopper = await browser.newContext();
  try {
    await page.setViewportSize(LOOK_WIDTHS[0]);
    await signIn(page, OWNER);
    await openSection(page, 'Products');
    await page.getByRole('searchbox', { name: 'Search by name or description' }).fill(name);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${piece.id}$`));
    const handle = page.getByRole('textbox', { name: 'Handle (web address)' });
    await expect(handle).toHaveValue(piece.handle);
    await expect(page.getByRole('link', { name: 'View in shop' })).toHaveAttribute(
      'href',
      `/product/${piece.handle}`,
    );

    await handle.fill('Not a handle');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('Handle must be lower-case letters, digits and hyphens')).toBeVisible();
    await handle.fill(renamed);
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View in shop' })).toHaveAttribute(
      'href',
      `/product/${renamed}`,
    );
    await lookAtBothWidths(page, 'product-form-handle');

    const visitor = await shopper.newPage();
    await expect
      .poll(
        async () => {
          await visitor.goto(`/product/${piece.handle}`);
          return new URL(visitor.url()).pathname;
        },
        { timeout: 20_000 },
      )
      .toBe(`/product/${renamed}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await visitor.goto(`/products/${piece.handle}`);
    await expect(visitor).toHaveURL(new RegExp(`/product/${renamed}$`));

    // The Redirects screen lists the rename's, and takes one of the owner's own.
    await page.getByRole('link', { name: 'My Products' }).click();
    await page.getByRole('link', { name: 'Redirects', exact: true }).click();
    await arrivedAt(page, { url: /\/admin\/redirects$/, heading: 'Redirects' });
    const list = page.getByRole('list', { name: 'Redirects' });
    await expect(list.getByText(`/product/${piece.handle}`, { exact: true })).toBeVisible();
    await lookAtBothWidths(page, 'redirects');

    const from = `/pages/story-${stamp}`;
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    await page.getByRole('textbox', { name: 'Redirect from' }).fill('/shop');
    await page.getByRole('textbox', { name: 'Redirect to' }).fill('/about');
    await page
      .getByRole('form', { name: 'New redirect' })
      .getByRole('button', { name: 'Add Redirect' })
      .click();
    await expect(page.getByText('/shop is a page of this store and cannot be redirected')).toBeVisible();
    await lookAtBothWidths(page, 'redirect-form-refused');
    await page.getByRole('textbox', { name: 'Redirect from' }).fill(from);
    await page
      .getByRole('form', { name: 'New redirect' })
      .getByRole('button', { name: 'Add Redirect' })
      .click();
    await expect(list.getByText(from, { exact: true })).toBeVisible();

    await visitor.goto(from);
    await expect(visitor).toHaveURL(/\/about$/);

    await list
      .getByRole('listitem', { name: `${from} to /about` })
      .getByRole('button', { name: 'Delete' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete the redirect from ${from}?` });
    await expect(dialog).toContainText('will no longer be sent to /about');
    await lookAtBothWidths(page, 'redirect-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete Redirect' }).click();
    await expect(list.getByText(from, { exact: true })).toHaveCount(0);
  } finally {
    await shopper.close();
    await archive(piece);
  }
});
