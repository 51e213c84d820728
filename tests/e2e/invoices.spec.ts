import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson, isPlainPiece, listProducts } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { fillCheckout, openBasket, payWithCard, signIn } from './support/shopper';

/**
 * Invoices by clicks: the store collects Alaska's borough tax; a signed-in shopper buys a piece,
 * finds the order's invoice under My Orders (axe finds nothing serious at 390 and 1280 px), opens
 * it to print (it shows the tax by rate and the store's registration) and downloads its PDF; after
 * a refund the owner finds the invoice and its credit note on the order's page. The store is left
 * registered nowhere, as it started.
 */

async function taxSettings(body: object) {
  const token = await adminToken();
  await apiJson('/api/admin/tax-settings', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function buy(page: Page, productId: string) {
  await page.goto(`/customer/product/${productId}`);
  await page.getByTestId('add-to-basket').click();
  await openBasket(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await fillCheckout(page, { name: 'Inga Invoice' });
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/customer\/order-success$/);
}

test.afterAll(async () => {
  await taxSettings({ pricesIncludeTax: false, registrations: [], provider: 'builtin' });
});

test('a shopper buys with tax and opens the order’s invoice from My Orders, at 390 and 1280 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await taxSettings({
    pricesIncludeTax: false,
    registrations: [{ country: 'US', region: 'AK', rate: 6, number: 'AK-2026-77' }],
    provider: 'builtin',
  });
  // A piece whose stock is not counted, so no other test's basket changes what is left.
  const piece = (await listProducts()).find(
    (product) => product.totalInventory === null && isPlainPiece(product),
  )!;
  await signIn(page, 'shopper@demo.test');
  await buy(page, piece.id);

  await page.getByRole('link', { name: 'View My Orders' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: piece.name }).first();
  const papers = card.getByTestId('order-documents');
  await expect(papers.getByRole('heading', { name: /^Invoice INV-\d{6}$/ })).toBeVisible();
  const invoiceNumber = (await papers.getByRole('heading').textContent())!.replace('Invoice ', '');
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expect(papers.getByRole('link', { name: `Open Invoice ${invoiceNumber} to print` })).toBeVisible();
    await expectNoSeriousViolations(page);
  }

  const opened = page.waitForEvent('popup');
  await papers.getByRole('link', { name: `Open Invoice ${invoiceNumber} to print` }).click();
  const invoice = await opened;
  await expect(invoice.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${invoiceNumber}`);
  await expect(invoice.getByText('Tax US-AK-LOCAL 6%')).toBeVisible();
  await expect(invoice.getByText('Tax registration US-AK AK-2026-77')).toBeVisible();
  await expect(invoice.getByText(piece.name)).toBeVisible();
  await invoice.close();

  const downloading = page.waitForEvent('download');
  await papers.getByRole('link', { name: `Download PDF: Invoice ${invoiceNumber}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);

  // The owner refunds a dollar of it; the order page lists the invoice and its credit note.
  const href = await papers
    .getByRole('link', { name: `Open Invoice ${invoiceNumber} to print` })
    .getAttribute('href');
  const id = /\/api\/orders\/([0-9a-f-]{36})\//.exec(href!)![1];
  const orderId = (await card.getByTestId('order-id').textContent())!.trim();
  await apiJson(`/api/admin/orders/${id}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ amount: 1, restock: false, reason: 'Chipped glaze' }),
  });
  // A browser of the owner's own, as the store's baseURL.
  const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner@demo.test');
  await owner.goto('/admin/orders');
  await owner.getByRole('searchbox', { name: 'Search' }).fill(orderId);
  await owner.getByRole('button', { name: 'Search' }).click();
  await owner.getByRole('link', { name: orderId }).click();
  await expect(owner.getByText(`Invoice ${invoiceNumber}`, { exact: false }).first()).toBeVisible();
  const panel = owner.getByRole('region', { name: 'Invoice and credit notes' });
  const credit = panel.getByRole('link', { name: /^Download PDF: Credit note CN-\d{6}$/ });
  await expect(credit).toBeVisible();
  for (const size of LOOK_WIDTHS) {
    await owner.setViewportSize(size);
    await expect(panel.getByRole('link', { name: `Download PDF: Invoice ${invoiceNumber}` })).toBeVisible();
    await expectNoSeriousViolations(owner);
  }
  const creditDownload = owner.waitForEvent('download');
  await credit.click();
  expect((await creditDownload).suggestedFilename()).toMatch(/^CN-\d{6}\.pdf$/);
  await ownerContext.close();
});
