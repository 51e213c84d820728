import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson, listProducts, setStock } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS, shootAtBothWidths } from './support/look';
import { latestMailTo } from './support/mailbox';
import { openMyOrders, signIn } from './support/shopper';
import { openOrder } from './support/walk';

/**
 * Paying a backorder: the owner requests payment from the order's page, the customer pays it from
 * My Orders with the test card through checkout's card form, and both rooms show it Paid; the
 * mailed link, opened afterwards, says the order is paid. Each screen is checked with axe at a
 * desktop and a phone width.
 */
async function axeAtBothWidths(page: Page) {
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(LOOK_WIDTHS[0]);
}

test('the owner requests payment for a backorder; the customer pays it from My Orders', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ownerToken = await adminToken();
  const products = await listProducts();
  let soldOut = products.find((p) => p.totalInventory === 0);
  if (!soldOut) {
    soldOut = products[products.length - 1];
    await setStock(soldOut.id, 0, ownerToken);
  }
  const shopperToken = await adminToken('shopper@demo.test');
  const placed = await apiJson<{ orderId: string; total: number }>('/api/backorders', {
    method: 'POST',
    headers: { authorization: `Bearer ${shopperToken}` },
    body: JSON.stringify({ productId: soldOut.id, quantity: 1 }),
  });
  const { items } = await apiJson<{ items: { id: string; orderId: string }[] }>(
    `/api/admin/orders?q=${placed.orderId}`,
    { headers: { authorization: `Bearer ${ownerToken}` } },
  );
  const order = items[0];

  // The owner asks for payment from the order's page.
  const owner = await (await browser.newContext({ viewport: LOOK_WIDTHS[0] })).newPage();
  await signIn(owner, 'owner@demo.test');
  await openOrder(owner, order.orderId);
  await expect(owner.getByTestId('admin-order')).toContainText('$11.99');
  await owner.getByRole('button', { name: 'Request payment' }).click();
  await expect(owner.getByTestId('request-payment-sent')).toContainText(
    'Payment request sent to shopper@demo.test',
  );
  await expect(owner.getByRole('button', { name: 'Send payment request again' })).toBeVisible();
  await axeAtBothWidths(owner);
  await shootAtBothWidths(owner, 'admin-backorder-request-payment');
  const mail = await latestMailTo('shopper@demo.test');
  expect(mail).toContain(order.orderId);
  const link = new RegExp(`/orders/${order.id}/pay\\?token=[A-Za-z0-9_-]+`).exec(mail)?.[0];
  expect(link).toBeTruthy();

  // The customer pays it from My Orders with the test card.
  const shopper = await (await browser.newContext({ viewport: LOOK_WIDTHS[0] })).newPage();
  await signIn(shopper, 'shopper@demo.test');
  await openMyOrders(shopper);
  const card = shopper.getByTestId('order-card').filter({ hasText: order.orderId });
  await expect(card).toContainText('Pending Payment');
  await axeAtBothWidths(shopper);
  await shootAtBothWidths(shopper, 'my-orders-pay-now');
  await card.getByRole('link', { name: `Pay now for order ${order.orderId}` }).click();
  await expect(shopper).toHaveURL(new RegExp(`/orders/${order.id}/pay$`));
  await expect(shopper.getByTestId('order-summary-shipping')).toContainText('$11.99');
  await expect(shopper.getByTestId('order-summary-fee')).toContainText('$2.99');
  await axeAtBothWidths(shopper);
  await shootAtBothWidths(shopper, 'pay-backorder');
  await shopper.getByTestId('card-number').fill('4000 0000 0000 0002');
  await shopper.getByTestId('card-expiry').fill('12/34');
  await shopper.getByTestId('card-cvc').fill('123');
  await shopper.getByTestId('pay-button').click();
  await expect(shopper.getByTestId('pay-backorder-error')).toContainText('declined');
  await shopper.getByTestId('card-number').fill('4242 4242 4242 4242');
  await shopper.getByTestId('pay-button').click();
  await expect(shopper.getByTestId('pay-backorder-paid')).toContainText(`Order ${order.orderId} is paid`);
  await axeAtBothWidths(shopper);
  await shopper.getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(card).toContainText('Paid');
  await expect(card).not.toContainText('Pending Payment');
  await expect(card.getByRole('link', { name: /Pay now/ })).toHaveCount(0);

  // The owner sees it Paid, and the request is no longer offered.
  await owner.reload();
  await expect(owner.getByTestId('order-status')).toHaveText('Paid');
  await expect(owner.getByRole('button', { name: /Request payment|Send payment request/ })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);

  // The mailed link, opened later by anyone holding it, says the order is paid already.
  const stranger = await (await browser.newContext({ viewport: LOOK_WIDTHS[1] })).newPage();
  await stranger.goto(link!);
  await expect(stranger.getByTestId('pay-backorder-refused')).toContainText('already paid');
  await axeAtBothWidths(stranger);
});
