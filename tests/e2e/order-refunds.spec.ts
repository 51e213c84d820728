import { expect, test } from '@playwright/test';
import { orderTotalCents, toCents } from '../../lib/money';
import { apiJson, isPlainPiece, listProducts } from './support/api';
import { expectNoSeriousViolations, shootAtBothWidths } from './support/look';
import { signIn } from './support/shopper';
import { openOrder } from './support/walk';

/**
 * The owner refunds part of an order from its page: amount, one piece back in stock and a reason,
 * asked first; the refund shows on the timeline and the piece is back in the shop's stock. The
 * order page and its confirmation are checked with axe at desktop and phone widths.
 */
test('the owner refunds part of an order with one piece back in stock', async ({ browser }) => {
  test.setTimeout(150_000);
  const product = (await listProducts()).find(
    (p) => p.totalInventory !== null && p.totalInventory >= 3 && isPlainPiece(p),
  )!;
  const lines = [{ id: product.id, quantity: 2, price: product.price }];
  const customerInfo = {
    name: 'Rae Refund',
    email: 'rae.refund@example.test',
    phone: '(907) 555-0142',
    address: '2 Harbor Dr',
    city: 'Sitka',
    state: 'AK',
    zipCode: '99835',
  };
  const { totalCents } = orderTotalCents([{ priceCents: toCents(product.price), quantity: 2 }]);
  const intent = await apiJson<{ paymentIntentId: string }>('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'x-forwarded-for': '10.42.0.7' },
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
  const stockBefore = (await listProducts()).find((p) => p.id === product.id)!.totalInventory!;

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, 'owner@demo.test');
  await openOrder(page, order.orderId);
  await expect(page.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await expect(page.getByLabel('Refund amount ($)')).toHaveValue((totalCents / 100).toFixed(2));
  await expectNoSeriousViolations(page);

  await page.getByLabel('Restock items').check();
  // No piece is ticked until the owner ticks it; a ticked line suggests what its pieces were paid.
  await expect(page.getByRole('checkbox', { name: product.name })).not.toBeChecked();
  await page.getByRole('checkbox', { name: product.name }).check();
  await page.getByRole('spinbutton', { name: product.name }).fill('1');
  await expect(page.getByLabel('Refund amount ($)')).toHaveValue(product.price.toFixed(2));
  await page.getByLabel('Refund amount ($)').fill('20');
  await page.getByLabel(/Reason for refund/).fill('One piece arrived chipped');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByTestId('refund-confirm');
  await expect(dialog).toContainText('Refund $20.00?');
  await expect(dialog).toContainText(`1 piece(s) go back to stock: ${product.name} ×1.`);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Refund $20.00' }).click();

  await expect(page.getByTestId('order-status')).toHaveText('Partially Refunded');
  await expect(page.getByTestId('timeline-refund')).toHaveText(
    'Refunded $20.00 · One piece arrived chipped · 1 restocked',
  );
  await expect(page.getByTestId('refunded-total')).toContainText('Refunded $20.00');
  await expect(page.getByLabel('Refund amount ($)')).toHaveValue(((totalCents - 2000) / 100).toFixed(2));
  expect((await listProducts()).find((p) => p.id === product.id)!.totalInventory).toBe(stockBefore + 1);

  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'admin-order-refunded');
});
