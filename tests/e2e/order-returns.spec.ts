import { expect, test } from '@playwright/test';
import { orderTotalCents, toCents } from '../../lib/money';
import { adminToken, apiJson, isPlainPiece, listProducts } from './support/api';
import { expectNoSeriousViolations, shootAtBothWidths } from './support/look';
import { signIn } from './support/shopper';
import { openOrder } from './support/walk';

/**
 * The owner answers a buyer's return request from the order desk: the request (sent through the
 * api as the buyer's page sends it) is listed under Return requests; Accept asks first, naming the
 * pieces and the refund; once accepted, the order is partly refunded, the piece is back in stock
 * and the timeline says so. Checked with axe at desktop and phone widths.
 */
test('the owner accepts a return request from the order desk', async ({ browser }) => {
  test.setTimeout(150_000);
  const product = (await listProducts()).find(
    (p) => p.totalInventory !== null && p.totalInventory >= 3 && isPlainPiece(p),
  )!;
  const lines = [{ id: product.id, quantity: 2, price: product.price }];
  const customerInfo = {
    name: 'Remy Return',
    email: 'remy.return@example.test',
    phone: '(907) 555-0143',
    address: '3 Harbor Dr',
    city: 'Sitka',
    state: 'AK',
    zipCode: '99835',
  };
  const { totalCents } = orderTotalCents([{ priceCents: toCents(product.price), quantity: 2 }]);
  const intent = await apiJson<{ paymentIntentId: string }>('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'x-forwarded-for': '10.42.0.8' },
    body: JSON.stringify({ amount: totalCents, currency: 'usd', items: lines, customerInfo }),
  });
  await apiJson('/api/payments/test/confirm', {
    method: 'POST',
    body: JSON.stringify({ paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242' }),
  });
  const order = await apiJson<{ id: string; orderId: string }>('/api/orders', {
    method: 'POST',
    body: JSON.stringify({ paymentIntentId: intent.paymentIntentId, customerInfo }),
  });
  // The buyer's request, as their return page would send it (here with the owner's session).
  const owner = { authorization: `Bearer ${await adminToken()}` };
  const returns = await apiJson<{ items: { orderItemId: string }[] }>(`/api/orders/${order.id}/returns`, {
    headers: owner,
  });
  await apiJson(`/api/orders/${order.id}/returns`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({
      kind: 'return',
      items: [{ orderItemId: returns.items[0].orderItemId, quantity: 1 }],
      reason: 'Too large',
    }),
  });
  const stockBefore = (await listProducts()).find((p) => p.id === product.id)!.totalInventory!;

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, 'owner@demo.test');
  await openOrder(page, order.orderId);
  const panel = page.getByTestId('returns-panel');
  await expect(panel.getByRole('heading', { name: 'Return requests' })).toBeVisible();
  const request = panel.getByTestId('return-request');
  await expect(request).toContainText('Return · Waiting for you');
  await expect(request).toContainText(`1 × ${product.name}`);
  await expect(request).toContainText('Reason: Too large');
  await expectNoSeriousViolations(page);

  await request.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByTestId('return-accept-confirm');
  const amount = `$${product.price.toFixed(2)}`;
  await expect(dialog).toContainText('Accept the return?');
  await expect(dialog).toContainText(`1 × ${product.name} come back: the buyer is refunded ${amount}`);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: `Accept and refund ${amount}` }).click();

  await expect(request).toContainText('Return · Accepted');
  await expect(request).toContainText(`Refunded ${amount}`);
  await expect(request.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('Partially Refunded');
  await expect(page.getByTestId('order-timeline')).toContainText('Return requested');
  await expect(page.getByTestId('order-timeline')).toContainText('Return accepted');
  expect((await listProducts()).find((p) => p.id === product.id)!.totalInventory).toBe(stockBefore + 1);

  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'admin-order-return-accepted');
});
