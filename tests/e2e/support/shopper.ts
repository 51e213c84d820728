/** What a shopper does in the browser, step by step, for the checkout tests. */
import { expect, type Page } from '@playwright/test';
import { pathAfterLogin, type Role } from '../../../lib/routing';

export const DEMO_PASSWORD = 'Sitka-demo-2026!';

/** Signs in through the sign-in page, as a person does: the walks whose subject is the whole visit. */
export async function signInByForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/(customer|admin)/);
}

/**
 * Signs in with the call the sign-in form makes (next-auth's credentials callback, in the page's
 * own cookie jar), then opens the page the form would open. For tests whose subject comes after
 * signing in: the form itself is walked by the identity, two-factor and walk tests.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const csrf = await page.request.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, recaptchaToken: '', json: 'true', redirect: 'false' },
  });
  expect(answer.ok(), `signing in as ${email}`).toBe(true);
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user?: { role: Role; needsProfile: boolean };
  };
  expect(session.user, `a session for ${email}`).toBeTruthy();
  await page.goto(pathAfterLogin(session.user));
  await expect(page).toHaveURL(/\/(customer|admin)/);
}

/** One of a product into the basket from its page; of a product with variants, its first size in stock. */
export async function addToBasket(page: Page, productId: string, base = '') {
  await page.goto(`${base}/product/${productId}`);
  const picker = page.getByTestId('variant-picker');
  if (await picker.count()) await picker.getByRole('radio', { disabled: false }).first().check();
  await page.getByTestId('add-to-basket').click();
}

export async function fillCheckout(page: Page, details: { name: string; email?: string }) {
  await page.getByTestId('checkout-name').fill(details.name);
  if (details.email) await page.getByTestId('checkout-email').fill(details.email);
  await page.getByTestId('checkout-phone').fill('9075550177');
  await page.getByTestId('checkout-address').fill('5 Katlian St');
  await page.getByTestId('checkout-city').fill('Sitka');
  await page.getByTestId('checkout-state').selectOption('AK');
  await page.getByTestId('checkout-zip').fill('99835');
  await page.getByTestId('checkout-ack').check();
}

/** Place Order (which opens the payment) and pay with a card; stops after the card is submitted. */
export async function payWithCard(page: Page, cardNumber: string) {
  await page.getByTestId('place-order').click();
  await page.getByTestId('card-number').fill(cardNumber);
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay-button').click();
}

/** The basket, opened from the header's basket link (a guest's /cart or a customer's /customer/cart). */
export async function openBasket(page: Page) {
  await page.getByTestId('basket-link').click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** From any storefront page to the checkout as a shopper goes: the basket, then Proceed to Checkout. */
export async function goToCheckout(page: Page) {
  await openBasket(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** A signed-in customer's My Orders, from the header's Dashboard link and its My Orders card. */
export async function openMyOrders(page: Page) {
  await page.getByTestId('dashboard-link').click();
  await page.getByRole('link', { name: /^My Orders/ }).click();
  await expect(page).toHaveURL(/\/customer\/orders$/);
}
