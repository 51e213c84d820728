import { expect, test, type Page } from '@playwright/test';
import { RETURN_MESSAGES } from '../../lib/schemas/returns';
import { adminToken, apiJson, isPlainPiece, listProducts } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { latestMailTo } from './support/mailbox';
import { fillCheckout, payWithCard, signIn } from './support/shopper';
import { arrivedAt, clickThrough, expectNoErrorPage } from './support/walk';

/**
 * Returns by the confirmation mail's link: a guest buys a piece by clicks, opens the link from the
 * mail and asks to return it with a reason; a buyer in Germany withdraws from the contract with
 * one button, without a reason, and the store mails its receipt at once; a signed-in customer
 * reaches the page from My Orders with no token. axe finds nothing serious at 390 and 1280 px on
 * the return page, before and after.
 */
test.describe.configure({ mode: 'serial' });

let token: string;
let storeId: string;
const setShipping = (body: Record<string, unknown>) =>
  apiJson(`/api/stores/${storeId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

test.beforeAll(async () => {
  token = await adminToken();
  storeId = (await apiJson<{ _id: string }>('/api/stores/by-identifier/demo'))._id;
  await setShipping({
    shippingMethods: { local: false, national: true, international: true },
    shippingSettings: { international: { rateCents: 2450, freeOverCents: null }, countries: ['DE'] },
  });
});

// Back to the spec's flat national shipping for the other checkout tests.
test.afterAll(async () => {
  await setShipping({
    shippingMethods: { local: false, national: true, international: false },
    shippingSettings: {},
  });
});

async function axeAtBothWidths(page: Page) {
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(LOOK_WIDTHS[1]);
}

/** From the home page to the checkout by clicks, with one piece whose stock is not counted. */
async function walkToCheckout(page: Page) {
  const unlimited = (await listProducts())
    .filter((product) => product.totalInventory === null && isPlainPiece(product))
    .map((product) => product.name);
  await page.setViewportSize(LOOK_WIDTHS[0]);
  await page.goto('/');
  await expectNoErrorPage(page);
  // A store that asks for consent to count visits: this shopper declines.
  const decline = page.getByRole('button', { name: 'Reject', exact: true });
  await decline.waitFor({ timeout: 3_000 }).then(
    () => decline.click(),
    () => undefined,
  );
  const main = page.getByRole('navigation', { name: 'Main' });
  await clickThrough(page, main.getByRole('link', { name: 'Shop' }), { url: /\/shop$/, heading: 'Shop' });
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const shown = (await cards.getByRole('heading', { level: 3 }).allInnerTexts()).map((name) => name.trim());
  const name = shown.find((each) => unlimited.includes(each));
  expect(name, 'a piece of unlimited stock on the shop’s first page').toBeTruthy();
  const card = cards.filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) }).first();
  await clickThrough(page, card.getByRole('link', { name, exact: true }), {
    url: /\/product\/[^/]+$/,
    heading: name!,
  });
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await clickThrough(page, page.getByTestId('basket-link'), { url: /\/cart$/, heading: 'Basket' });
  await clickThrough(page, page.getByRole('button', { name: 'Proceed to Checkout' }), {
    url: /\/checkout$/,
    heading: 'Checkout',
  });
  return name!;
}

/** The order's number on the thank-you page, and the return link of its confirmation mail. */
async function placedOrder(page: Page, email: string) {
  await arrivedAt(page, { url: /\/guest-order-success$/, heading: 'Thank you for your order!' });
  const orderNumber = (
    await page
      .getByText(/SK-\d{6}-[0-9A-F]{6}/)
      .first()
      .innerText()
  ).match(/SK-\d{6}-[0-9A-F]{6}/)![0];
  const mail = await latestMailTo(email);
  expect(mail).toContain(orderNumber);
  const link = /\/orders\/([0-9a-f-]{36})\/return\?token=[A-Za-z0-9_%.~-]+/.exec(mail);
  expect(link, 'the confirmation mail links to the return page').toBeTruthy();
  return { orderNumber, link: link![0], id: link![1] };
}

/** The newest mail to `email` once it mentions `text`. */
async function mailMentioning(email: string, text: RegExp) {
  await expect.poll(async () => text.test(await latestMailTo(email)), { timeout: 15_000 }).toBe(true);
  return latestMailTo(email);
}

test('a guest returns a piece with a reason through the confirmation mail’s link', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `return-${Date.now()}@example.test`;
  const name = await walkToCheckout(page);
  await fillCheckout(page, { name: 'Rita Return', email });
  await payWithCard(page, '4242 4242 4242 4242');
  const order = await placedOrder(page, email);

  await page.goto(order.link);
  await arrivedAt(page, { url: /\/orders\/[0-9a-f-]{36}\/return\?token=/, heading: 'Return or withdraw' });
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('return-window')).toHaveText(
    'The return window starts when your order is delivered.',
  );
  // Shipped to Alaska: no withdrawal from the contract is offered.
  await expect(page.getByRole('button', { name: RETURN_MESSAGES.withdrawButton })).toHaveCount(0);
  await axeAtBothWidths(page);

  const piece = page.getByRole('combobox', { name });
  await piece.focus();
  await page.keyboard.press('ArrowDown');
  await expect(piece).toHaveValue('1');
  await page.getByRole('textbox', { name: 'Reason' }).fill('The glaze is darker than in the photos.');
  await page.getByRole('button', { name: RETURN_MESSAGES.returnButton }).click();

  await expect(page.getByTestId('return-received')).toHaveText(RETURN_MESSAGES.received);
  const request = page.getByTestId('return-request');
  await expect(request).toHaveCount(1);
  await expect(request).toContainText(`${name} × 1`);
  await expect(request).toContainText('Reason: The glaze is darker than in the photos.');
  await expect(request.getByTestId('return-request-status')).toHaveText('Requested');
  // The one piece is asked back: nothing is left to choose.
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: RETURN_MESSAGES.returnButton })).toHaveCount(0);
  await axeAtBothWidths(page);
});

test('a buyer in Germany withdraws from the contract with one button, and the receipt is mailed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `withdraw-${Date.now()}@example.test`;
  const name = await walkToCheckout(page);
  await page.getByTestId('checkout-method-international').check();
  await page.getByTestId('checkout-name').fill('Wilma Widerruf');
  await page.getByTestId('checkout-email').fill(email);
  await page.getByTestId('checkout-phone').fill('9075550177');
  await page.getByTestId('checkout-country').selectOption('DE');
  await page.getByTestId('checkout-address').fill('Unter den Linden 5');
  await page.getByTestId('checkout-city').fill('Berlin');
  await page.getByTestId('checkout-zip').fill('10117');
  await page.getByTestId('checkout-ack').check();
  await payWithCard(page, '4242 4242 4242 4242');
  const order = await placedOrder(page, email);

  // The store ships it and it arrives: the window now runs from delivery.
  for (const status of ['Shipped', 'Delivered'])
    await apiJson(`/api/admin/orders/${order.id}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ status }),
    });

  await page.setViewportSize(LOOK_WIDTHS[1]);
  await page.goto(order.link);
  await arrivedAt(page, { url: /\/orders\/[0-9a-f-]{36}\/return\?token=/, heading: 'Return or withdraw' });
  await expect(page.getByTestId('return-window')).toHaveText(
    /^You can ask to return pieces until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
  );
  const withdrawal = page.getByRole('region', { name: 'Right of withdrawal' });
  await expect(withdrawal).toContainText('within 14 days of delivery, without giving a reason');
  await axeAtBothWidths(page);

  await withdrawal.getByRole('button', { name: RETURN_MESSAGES.withdrawButton }).click();
  await expect(page.getByTestId('return-received')).toHaveText(RETURN_MESSAGES.withdrawalReceived);
  const request = page.getByTestId('return-request');
  await expect(request).toContainText('Withdrawal from contract');
  await expect(request).toContainText(`${name} × 1`);
  await expect(request.getByTestId('return-request-status')).toHaveText('Requested');
  await axeAtBothWidths(page);

  const receipt = await mailMentioning(email, /withdr[ae]w/i);
  expect(receipt).toContain(order.orderNumber);
});

test('a signed-in customer opens the return page of a paid order from My Orders, without a token', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'shopper@demo.test');
  const name = await walkToCheckout(page);
  await fillCheckout(page, { name: 'Sam Shopper' });
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/customer\/order-success$/);

  await page.getByRole('link', { name: 'View My Orders' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: name }).first();
  const orderNumber = (await card.getByTestId('order-id').innerText()).trim();
  await clickThrough(page, card.getByRole('link', { name: `Return or withdraw from order ${orderNumber}` }), {
    url: /\/orders\/[0-9a-f-]{36}\/return$/,
    heading: 'Return or withdraw',
  });
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name })).toHaveValue('0');
  await axeAtBothWidths(page);
  await clickThrough(page, page.getByRole('link', { name: 'Back to My Orders' }), {
    url: /\/customer\/orders$/,
    heading: 'Your Orders',
  });
});
