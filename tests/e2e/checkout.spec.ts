import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../lib/messages';
import { adminToken, listProducts, setStock } from './support/api';
import {
  addToBasket,
  fillCheckout,
  goToCheckout,
  openBasket,
  openMyOrders,
  payWithCard,
  signIn,
} from './support/shopper';

const named = async (name: string) => (await listProducts()).find((product) => product.name === name)!;

/** The card step alone, on a payment step already open. */
async function payOpenPayment(page: Page) {
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay-button').click();
}

test('a guest pays with 4242, sees the order, and creates an account from it', async ({ page }) => {
  const mug = await named('Kenai River Stoneware Mug');
  const email = `guest-${Date.now()}@example.test`;
  await addToBasket(page, mug.id);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await openBasket(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillCheckout(page, { name: 'Guest Shopper', email });
  await expect(page.getByTestId('order-summary-total')).toContainText(
    `$${(mug.price + 11.99 + 2.99).toFixed(2)}`,
  );
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/guest-order-success$/);
  await expect(page.getByText(/SK-\d{6}-[0-9A-F]{6}/).first()).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('0');
  await expect(page.getByTestId('post-purchase-verify-note')).toContainText(email);
  await page.getByLabel('Password', { exact: true }).fill('Glacier-bay-2026!');
  await page.getByLabel(/Confirm/).fill('Glacier-bay-2026!');
  await page.getByRole('button', { name: /Create account/i }).click();
  await expect(page).toHaveURL(/\/customer\/order-success$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card').first()).toContainText('Paid');

  // The form said signing in again needs the mailed link; the refusal offers to send it again.
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('Glacier-bay-2026!');
  await page.getByTestId('login-submit').click();
  const refusal = page.getByTestId('login-error');
  await expect(refusal).toContainText('Please verify your email before logging in.');
  await refusal.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(refusal.getByRole('status')).not.toBeEmpty();
});

test('a declined card shows the provider’s message and keeps the basket', async ({ page }) => {
  const vase = await named('Ash Glaze Bud Vase');
  await addToBasket(page, vase.id);
  await goToCheckout(page);
  await fillCheckout(page, { name: 'Declined Shopper', email: 'declined@example.test' });
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('checkout-error')).toHaveText('Your card was declined.');
  await openBasket(page);
  await expect(page.getByTestId('cart-quantity')).toHaveValue('1');
});

test('a signed-in customer’s purchase appears in My Orders, and another window sees the stock drop', async ({
  page,
  browser,
}) => {
  const ring = await named('Braided Silver Ring');
  const watcher = await browser.newPage();
  await watcher.goto(`/product/${ring.id}`);
  await expect(watcher.getByTestId('availability')).toBeVisible();
  await watcher.waitForTimeout(1_500);

  await signIn(page, 'shopper@demo.test');
  await addToBasket(page, ring.id, '/customer');
  await openBasket(page);
  await page.getByTestId('cart-quantity').fill('7');
  await page.getByTestId('cart-quantity').blur();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await fillCheckout(page, { name: 'Sam Shopper' });
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/customer\/order-success$/);
  await expect(watcher.getByTestId('availability')).toContainText(`Only ${ring.totalInventory! - 7} left`);

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page.getByTestId('order-card').filter({ hasText: 'Braided Silver Ring' })).toContainText(
    'Paid',
  );
  await watcher.close();
});

test('a backorder for a sold-out piece shows as Backorder / Pending Payment', async ({ page }) => {
  const earrings = await named('Fireweed Garnet Stud Earrings');
  await signIn(page, 'shopper@demo.test');
  await page.goto(`/customer/product/${earrings.id}`);
  await page.getByTestId('backorder-open').click();
  await page.getByTestId('backorder-quantity').fill('2');
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/backorders') && response.request().method() === 'POST',
  );
  await page.getByTestId('backorder-submit').click();
  await expect(page.getByTestId('backorder-success')).toBeVisible();
  // This shopper may have other backorders (paid ones, from other tests): this one is found by its number.
  const { orderId } = (await (await placed).json()) as { orderId: string };
  await openMyOrders(page);
  const card = page.getByTestId('order-card').filter({ hasText: orderId });
  await expect(card).toContainText('Backorder');
  await expect(card).toContainText('Pending Payment');
  await page.getByTestId('order-type-filter').selectOption('Backorder');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('order-card').filter({ hasNotText: 'Backorder' })).toHaveCount(0);
});

test('the basket clamps a typed quantity above stock', async ({ page }) => {
  const cuff = await named('Chilkat Pattern Cuff');
  await addToBasket(page, cuff.id);
  await openBasket(page);
  const quantity = page.getByTestId('cart-quantity');
  await quantity.fill('50');
  await quantity.blur();
  await expect(quantity).toHaveValue(String(cuff.totalInventory));
  await expect(page.getByText('Limited to available stock')).toBeVisible();
});

test('a basket changed in another tab at the payment step is placed again; the charge, the order and the summary agree', async ({
  context,
}) => {
  const mug = await named('Tundra Speckled Mug'); // $38.00
  const first = await context.newPage();
  await signIn(first, 'shopper@demo.test');
  await addToBasket(first, mug.id, '/customer');
  await expect(first.getByTestId('basket-count')).toHaveText('1');
  await goToCheckout(first);
  await fillCheckout(first, { name: 'Sam Shopper' });
  await first.getByTestId('place-order').click();
  await expect(first.getByTestId('pay-button')).toHaveText('Pay $52.98');
  await expect(first.getByTestId('order-summary')).toContainText('Tundra Speckled Mug × 1');

  // The same shopper, in a second tab, makes it three.
  const second = await context.newPage();
  await second.goto('/customer/cart');
  await second.getByTestId('cart-quantity').fill('3');
  await second.getByTestId('cart-quantity').blur();
  await expect(second.getByTestId('cart-quantity')).toHaveValue('3');

  // The first tab no longer offers to pay for one: back at the details for the basket as it is now.
  await expect(first.getByTestId('checkout-notice')).toHaveText(MESSAGES.basketChangedAtPayment);
  await expect(first.getByTestId('pay-button')).toHaveCount(0);
  await expect(first.getByTestId('order-summary-total')).toHaveText('$128.98');
  await expect(first.getByTestId('order-summary')).toContainText('Tundra Speckled Mug × 3');
  await first.getByTestId('place-order').click();
  await expect(first.getByTestId('pay-button')).toHaveText('Pay $128.98');
  await expect(first.getByTestId('order-summary-total')).toHaveText('$128.98');
  await payOpenPayment(first);
  await expect(first).toHaveURL(/\/customer\/order-success$/);

  // Three sold, and the first payment's hold of one given back.
  expect((await named('Tundra Speckled Mug')).totalInventory).toBe(mug.totalInventory! - 3);
  await first.getByRole('link', { name: 'View My Orders' }).click();
  const card = first.getByTestId('order-card').filter({ hasText: 'Tundra Speckled Mug' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Tundra Speckled Mug × 3');
  await expect(card).toContainText('Total $128.98');
});

test('a shopper who reloads at the payment step can still buy the last piece', async ({ page }) => {
  const brooch = await named('Beach Stone Brooch');
  await setStock(brooch.id, 1, await adminToken());
  await addToBasket(page, brooch.id);
  await goToCheckout(page);
  await fillCheckout(page, { name: 'Reload Shopper', email: `reload-${Date.now()}@example.test` });
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('pay-button')).toBeVisible();

  await page.reload();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('pay-button')).toHaveText(`Pay $${(brooch.price + 11.99 + 2.99).toFixed(2)}`);
  await expect(page.getByTestId('checkout-error')).toHaveCount(0);
  await payOpenPayment(page);
  await expect(page).toHaveURL(/\/guest-order-success$/);
  expect((await named('Beach Stone Brooch')).totalInventory).toBe(0);
});
