import { expect, test } from '@playwright/test';
import { adminToken, apiJson } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { fillCheckout, openBasket, payWithCard, signIn } from './support/shopper';

/**
 * A ring sold in sizes: the shopper chooses one (a sold-out size is shown but cannot be chosen),
 * sees its price and stock, keeps the choice across a reload, and buys it; the basket, checkout
 * and the order name the size. The page is checked with axe on a phone and a laptop.
 */

type Variant = { id: string; name: string; price: number | null; totalInventory: number | null };
type CreatedProduct = { id: string; name: string; variants?: Variant[] };

/** A ring in three sizes, made by the owner through the api: 6 (two left), 7 (sold out), 8 ($52, three left). */
async function ringInSizes(): Promise<CreatedProduct> {
  const token = await adminToken();
  return apiJson<CreatedProduct>('/api/admin/products', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: `Tidewater Band ${Date.now()}`,
      price: 45,
      description: 'A hammered silver band, made to size.',
      totalInventory: 5,
      metals: ['Sterling Silver'],
      variants: [
        { name: 'Size 6', sku: `TWB-6-${Date.now()}`, price: null, totalInventory: 2 },
        { name: 'Size 7', price: null, totalInventory: 0 },
        { name: 'Size 8', price: 52, totalInventory: 3 },
      ],
    }),
  });
}

test('a shopper buys a ring in a size, and the order names the size', async ({ page, browser }) => {
  // The product, the basket and the checkout, each read by axe at two widths, then the order.
  test.setTimeout(120_000);
  const ring = await ringInSizes();
  const size8 = ring.variants!.find((variant) => variant.name === 'Size 8')!;
  await signIn(page, 'shopper@demo.test');
  await page.goto(`/customer/product/${ring.id}`);

  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /Size 7/ })).toBeDisabled();
  await expect(sizes.getByText('Sold out')).toBeVisible();
  await expect(page.getByText('From $45.00')).toBeVisible();
  await expect(page.getByTestId('add-to-basket')).toBeDisabled();
  await expect(page.getByTestId('choose-variant-hint')).toHaveText('Choose a size to add it to your basket.');

  // JSON-LD: one offer per size, the sold-out one as such.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  ) as { offers: { name: string; price: string; availability: string }[] };
  expect(jsonLd.offers.map((offer) => [offer.name, offer.price, offer.availability])).toEqual([
    ['Size 6', '45.00', 'https://schema.org/InStock'],
    ['Size 7', '45.00', 'https://schema.org/OutOfStock'],
    ['Size 8', '52.00', 'https://schema.org/InStock'],
  ]);

  await page.getByRole('radio', { name: 'Size 8' }).check();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${size8.id}$`));
  await expect(page.getByText('$52.00').first()).toBeVisible();
  await expect(page.getByTestId('availability')).toContainText('Only 3 left');

  // A reload keeps the size.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Size 8' })).toBeChecked();
  await expect(page.getByTestId('add-to-basket')).toBeEnabled();
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page, { labelInName: true });
  }
  await page.setViewportSize(LOOK_WIDTHS[0]);

  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('add-to-basket-status')).toHaveText('Added to basket');
  await openBasket(page);
  const line = page.getByTestId('cart-line').filter({ hasText: ring.name });
  await expect(line).toContainText('Size 8');
  await expect(line.getByTestId('cart-price')).toHaveText('$52.00');
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page, { labelInName: true });
  }
  await page.setViewportSize(LOOK_WIDTHS[0]);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await fillCheckout(page, { name: 'Sam Shopper' });
  await expect(page.getByTestId('order-summary')).toContainText('(Size 8)');
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
  );
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/customer\/order-success$/);
  const order = (await (await placed).json()) as { id: string };

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page.getByTestId('order-card').filter({ hasText: ring.name }).first()).toContainText(
    `${ring.name} — Size 8`,
  );

  // The size bought went down; the others did not.
  await page.goto(`/customer/product/${ring.id}?variant=${size8.id}`);
  await expect(page.getByTestId('availability')).toContainText('Only 2 left');

  // The owner sees the size on the order, and the sizes in the product's editor.
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, 'owner@demo.test');
  await owner.goto(`/admin/orders/${order.id}`);
  await expect(owner.getByRole('region', { name: 'Items' })).toContainText(`${ring.name} — Size 8 × 1`);
  await owner.goto(`/admin/products/${ring.id}`);
  await expect(owner.getByTestId('variant-row')).toHaveCount(3);
  await expect(owner.getByTestId('variant-row').first().getByLabel('Variant name')).toHaveValue('Size 6');
  await expect(owner.getByRole('textbox', { name: 'Stock', exact: true })).toBeDisabled();
  for (const size of LOOK_WIDTHS) {
    await owner.setViewportSize(size);
    await expectNoSeriousViolations(owner, { labelInName: true });
  }
  await owner.close();
});
