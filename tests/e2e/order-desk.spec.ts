import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson, isPlainPiece, listProducts } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS, shootAtBothWidths } from './support/look';
import { addToBasket, fillCheckout, openBasket, payWithCard, signIn } from './support/shopper';
import { openOrder } from './support/walk';

/**
 * The owner's order desk in the browser: on a customer's new order the owner reads the address it
 * ships to, adds an internal note (which My Orders never shows) and prints its packing slip, whose
 * page lists the items and the address. Each screen is checked with axe at phone and laptop widths.
 */
const NOTE = 'Customer asked for gift wrap: blue paper.';

async function axeAtBothWidths(page: Page) {
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(LOOK_WIDTHS[0]);
}

test('the owner adds a note to an order and prints its packing slip with the items and the address', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const shopper = await (await browser.newContext()).newPage();
  const product = (await listProducts()).find(
    (p) => isPlainPiece(p) && (p.totalInventory === null || p.totalInventory > 2),
  )!;
  await signIn(shopper, 'shopper@demo.test');
  await addToBasket(shopper, product.id, '/customer');
  await openBasket(shopper);
  await shopper.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillCheckout(shopper, { name: 'Nell Packer' });
  await payWithCard(shopper, '4242 4242 4242 4242');
  await expect(shopper).toHaveURL(/\/customer\/order-success$/);
  const token = await adminToken();
  const { items } = await apiJson<{ items: { id: string; orderId: string }[] }>(
    `/api/admin/orders?status=Paid&q=Nell%20Packer`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const order = items[0];

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, 'owner@demo.test');
  await openOrder(page, order.orderId);
  await expect(page.getByTestId('shipping-address')).toContainText('5 Katlian St');
  await expect(page.getByTestId('shipping-address')).toContainText('Sitka, AK 99835');

  // A note: refused empty, then saved with its author, and gone from the box.
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Write a note before saving it.')).toBeVisible();
  await page.getByLabel('Add a note (only staff can see it)').fill(NOTE);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('order-notes')).toContainText(NOTE);
  await expect(page.getByTestId('order-notes')).toContainText('owner@demo.test');
  await expect(page.getByLabel('Add a note (only staff can see it)')).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('order-notes')).toContainText(NOTE);
  await axeAtBothWidths(page);
  await shootAtBothWidths(page, 'order-desk-notes');

  // The packing slip: store, order, ship-to address and items with quantities; no prices, no note.
  await page.getByRole('link', { name: 'Print packing slip' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/packing-slip$`));
  const slip = page.getByTestId('packing-slip');
  await expect(slip).toContainText(order.orderId);
  await expect(page.getByTestId('slip-address')).toContainText('Nell Packer');
  await expect(page.getByTestId('slip-address')).toContainText('5 Katlian St');
  await expect(
    page.getByTestId('slip-items').getByRole('row', { name: new RegExp(product.name) }),
  ).toContainText('1');
  await expect(slip).not.toContainText('$');
  await expect(slip).not.toContainText(NOTE);
  await axeAtBothWidths(page);
  await shootAtBothWidths(page, 'order-desk-packing-slip');
  // On paper only the slip: no back-office header, no toolbar.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.admin-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(slip).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The customer's My Orders shows the order but never the note.
  await shopper.getByRole('link', { name: 'View My Orders' }).click();
  await expect(shopper.getByTestId('order-card').filter({ hasText: order.orderId })).toBeVisible();
  await expect(shopper.getByText(NOTE)).toHaveCount(0);
  await shopper.context().close();
  await page.context().close();
});
