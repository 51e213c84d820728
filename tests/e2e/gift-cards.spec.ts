/**
 * Gift cards in the browser: on a desktop a buyer finds Gift cards from the shop, sends a $50 card
 * to a friend with a message and pays for it; the friend's mail carries the code. On a phone the
 * friend takes a $100 piece to checkout, enters the code, sees the card pay its $50 and the card
 * payment the rest, and pays. The owner finds the card empty and the order marked as paid by it.
 * axe looks at the Gift cards page and at the checkout with the code applied, at both widths.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatPrice, toCents, toDollars } from '../../lib/money';
import { adminToken, apiJson, setStock } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { latestMailTo } from './support/mailbox';
import { fillCheckout, signIn } from './support/shopper';
import { openOrder } from './support/walk';

const [WIDE, PHONE] = LOOK_WIDTHS;
const CARD_CENTS = 5_000;
const suffix = Date.now().toString(36);
const FRIEND = { email: `friend-${suffix}@example.test`, name: 'Tova Friend' };
const MESSAGE = 'For the blue bowl you liked';

let token: string;
let piece: { id: string; name: string };

const owner = () => ({ authorization: `Bearer ${token}` });
const dollars = (cents: number) => formatPrice(toDollars(cents));

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  token = await adminToken();
  await apiJson('/api/admin/gift-cards/settings', {
    method: 'PUT',
    headers: owner(),
    body: JSON.stringify({
      enabled: true,
      amountsCents: [2_500, CARD_CENTS, 10_000],
      customAllowed: false,
      customMinCents: 1_000,
      customMaxCents: 50_000,
    }),
  });
  // A featured piece, so it is on the shop's first screen.
  piece = await apiJson('/api/admin/products', {
    method: 'POST',
    headers: owner(),
    body: JSON.stringify({ name: `Spruce Root Basket ${suffix}`, price: 100, featured: true }),
  });
  await setStock(piece.id, 3, token);
});

test.afterAll(async () => {
  await apiJson(`/api/admin/products/${piece.id}`, { method: 'DELETE', headers: owner() }).catch(
    () => undefined,
  );
});

async function checkAxeAtBothWidths(page: Page, end: (typeof LOOK_WIDTHS)[number]) {
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(end);
}

/** The test card for the payment opened at Place Order; stops on the confirmation. */
async function payByCard(page: Page) {
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/guest-order-success$/);
  return (await page.getByTestId('guest-order-id').textContent())!.trim();
}

/** The buyer, on a desktop: the shop, Gift cards, $50 for a friend, the basket, checkout, paid. */
async function buyCardForFriend(page: Page) {
  await page.setViewportSize(WIDE);
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/shop/);
  await page.getByTestId('gift-card-shop-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
  await page.getByRole('radio', { name: dollars(CARD_CENTS) }).check();
  await page.getByRole('radio', { name: 'Someone else' }).check();
  await page.getByRole('textbox', { name: 'Recipient’s email' }).fill(FRIEND.email);
  await page.getByRole('textbox', { name: 'Recipient’s name (optional)' }).fill(FRIEND.name);
  await page.getByRole('textbox', { name: 'Your name (optional)' }).fill('Ada Giver');
  await page.getByRole('textbox', { name: 'Message (optional)' }).fill(MESSAGE);
  await checkAxeAtBothWidths(page, WIDE);
  await page.getByTestId('gift-card-add').click();

  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('gift-card-line');
  await expect(line).toContainText(`Gift card ${dollars(CARD_CENTS)}`);
  await expect(line).toContainText(`For ${FRIEND.name}, sent once paid`);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillCheckout(page, { name: 'Ada Giver', email: `giver-${suffix}@example.test` });
  await page.getByTestId('place-order').click();
  // A card alone has nothing to deliver: the card payment is its amount.
  await expect(page.getByTestId('pay-button')).toHaveText(`Pay ${dollars(CARD_CENTS)}`);
  await payByCard(page);
}

/** The code in the friend's mail, as they would copy it (grouped in fours). */
async function codeFromMail(): Promise<string> {
  const mail = await latestMailTo(FRIEND.email, 20_000);
  expect(mail).toContain(`Hello ${FRIEND.name}`);
  expect(mail).toContain(MESSAGE);
  const code = /Your gift card code: ([A-Z0-9]{4}(?:-[A-Z0-9]{4}){3})/.exec(mail)?.[1];
  expect(code, 'a code in the gift card mail').toBeTruthy();
  return code!;
}

test('a $50 gift card bought for a friend pays half of their $100 piece', async ({ page, browser }) => {
  await buyCardForFriend(page);
  const code = await codeFromMail();
  const lastFour = code.slice(-4);

  // The friend, on a phone: the shop, the piece, the basket from the bottom bar, checkout.
  const context = await browser.newContext({ viewport: PHONE });
  const friend = await context.newPage();
  try {
    await friend.goto('/');
    await friend.getByRole('link', { name: 'Shop', exact: true }).filter({ visible: true }).first().click();
    await expect(friend).toHaveURL(/\/shop/);
    const card = friend.getByTestId('product-card').filter({ hasText: piece.name });
    await card.getByRole('link').first().click();
    await expect(friend.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    await friend.getByTestId('add-to-basket').click();
    await friend.getByRole('link', { name: /^Basket 1 item/ }).click();
    await expect(friend).toHaveURL(/\/cart$/);
    await friend.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(friend).toHaveURL(/\/checkout$/);
    await fillCheckout(friend, { name: FRIEND.name, email: FRIEND.email });

    await friend.getByRole('textbox', { name: 'Gift card' }).fill(code);
    await friend.getByTestId('gift-card-apply').click();
    await expect(friend.getByTestId('gift-card-applied')).toHaveText(
      `Gift card ····${lastFour} applied (${dollars(CARD_CENTS)} available)`,
    );
    const totalCents = toCents(
      Number((await friend.getByTestId('order-summary-total').textContent())!.replace(/[^\d.]/g, '')),
    );
    // The card pays about half: the piece is $100, delivery and tax come on top.
    expect(CARD_CENTS / totalCents).toBeGreaterThan(0.4);
    expect(CARD_CENTS / totalCents).toBeLessThanOrEqual(0.5);
    await checkAxeAtBothWidths(friend, PHONE);

    // Place Order: the card takes its $50, the card payment is the rest.
    await friend.getByTestId('place-order').click();
    await expect(friend.getByTestId('gift-card-paid')).toHaveText(
      `Gift card ····${lastFour}−${dollars(CARD_CENTS)}`,
    );
    const rest = dollars(totalCents - CARD_CENTS);
    await expect(friend.getByTestId('pay-button')).toHaveText(`Pay ${rest}`);
    await checkAxeAtBothWidths(friend, PHONE);
    const orderId = await payByCard(friend);

    // The owner: the card is spent, and the order says what it paid.
    const { giftCards } = await apiJson<{
      giftCards: { lastFour: string; balanceCents: number; initialCents: number }[];
    }>('/api/admin/gift-cards', { headers: owner() });
    expect(giftCards.find((card) => card.lastFour === lastFour)).toMatchObject({
      initialCents: CARD_CENTS,
      balanceCents: 0,
    });
    const ownerContext = await browser.newContext({ viewport: WIDE });
    const ownerPage = await ownerContext.newPage();
    try {
      await signIn(ownerPage, 'owner@demo.test');
      await openOrder(ownerPage, orderId);
      await expect(ownerPage.getByRole('main')).toContainText(`Gift card ····${lastFour}`);
      await expect(ownerPage.getByTestId('order-gift-card')).toHaveText(`−${dollars(CARD_CENTS)}`);
    } finally {
      await ownerContext.close();
    }
  } finally {
    await context.close();
  }
});
