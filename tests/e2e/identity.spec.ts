import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../lib/messages';
import { apiJson } from './support/api';
import { latestMailTo } from './support/mailbox';

test('a new shopper registers, verifies by email, signs in, completes the profile and signs out', async ({
  page,
}) => {
  const email = `maker-${Date.now()}@example.test`;
  const password = 'Spruce-tips-2026!';
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('check-email-screen')).toBeVisible();

  const mail = await latestMailTo(email);
  const link = /https?:\/\/[^\s"<>]+\/verify-email\/[A-Za-z0-9_-]+/.exec(mail)![0];
  await page.goto(new URL(new URL(link).pathname, page.url()).toString());
  await expect(page.getByTestId('verify-email-login')).toBeVisible();
  await page.getByTestId('verify-email-login').click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-email').fill(email.toUpperCase());
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();

  await expect(page).toHaveURL(/\/customer\/customer-info-form/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByTestId('profile-name').fill('Willa Cather');
  await page.getByTestId('profile-phone').fill('9075550142');
  await expect(page.getByTestId('profile-phone')).toHaveValue('(907) 555-0142');
  await page.getByTestId('profile-address').fill('4 Lincoln St');
  await page.getByTestId('profile-city').fill('Sitka');
  await page.getByTestId('profile-state').selectOption('AK');
  await page.getByTestId('profile-zipCode').fill('99835');
  await page.getByTestId('profile-submit').click();

  await expect(page).toHaveURL(/\/customer\/dashboard/);
  await expect(page.getByTestId('dashboard-welcome')).toHaveText(`Welcome, ${email}`);
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a session that ends elsewhere lands on the login page with the expired message', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill('shopper@demo.test');
  await page.getByTestId('login-password').fill('Sitka-demo-2026!');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/customer\//);

  // On another device the same account signs out everywhere else: this browser's session ends.
  const other = await apiJson<{ token: string }>('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'shopper@demo.test', password: 'Sitka-demo-2026!' }),
  });
  await apiJson('/api/auth/sessions/end-others', {
    method: 'POST',
    headers: { authorization: `Bearer ${other.token}` },
    body: '{}',
  });

  await page.goto('/customer/orders');
  await expect(page).toHaveURL(/\/login\?expired=true/);
  await expect(page.getByTestId('session-expired')).toContainText(MESSAGES.sessionExpired);
});

test('a sign-in and a sign-out in one tab show at once in the header of another', async ({ context }) => {
  const shop = await context.newPage();
  await shop.goto('/shop');
  await expect(shop.locator('.login-link').first()).toBeVisible();

  const login = await context.newPage();
  await login.goto('/login');
  await login.getByTestId('login-email').fill('shopper@demo.test');
  await login.getByTestId('login-password').fill('Sitka-demo-2026!');
  await login.getByTestId('login-submit').click();
  await expect(login).toHaveURL(/\/customer\//);
  await expect(login.getByTestId('logout-button')).toBeVisible();

  // The shop tab was not reloaded: the header follows the session by itself.
  await expect(shop.getByTestId('dashboard-link')).toBeVisible();
  await expect(shop.getByTestId('logout-button')).toBeVisible();

  await login.getByTestId('logout-button').click();
  await expect(login).toHaveURL(/\/$/);
  await expect(shop.locator('.login-link').first()).toBeVisible();
  await expect(shop.getByTestId('dashboard-link')).toHaveCount(0);
});

test('each role is sent where it belongs', async ({ page }) => {
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-email').fill('owner@demo.test');
  await page.getByTestId('login-password').fill('Sitka-demo-2026!');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/admin$/);
  // An admin may browse the shop read-only ("View store"), but basket and checkout are not theirs.
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/shop$/);
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/customer/orders');
  await expect(page).toHaveURL(/\/admin$/);
});

/** The newest mail to an address that carries a link matching `pattern`, waiting for it. */
async function linkInMail(email: string, pattern: RegExp, timeoutMs = 10_000): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(await latestMailTo(email));
    if (match) return new URL(match[0]);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${email} with ${pattern}`);
}

test('a shopper who forgot the password gets a link by email, chooses a new one and signs in with it', async ({
  page,
}) => {
  const email = `forgetful-${Date.now()}@example.test`;
  await apiJson('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'Old-spruce-2026!' }),
  });
  const verification = await linkInMail(email, /https?:\/\/[^\s"<>]+\/verify-email\/[A-Za-z0-9_-]+/);
  await page.goto(verification.pathname);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  // The same link again: already verified, with the way to log in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Email already verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toContainText('If an account exists for this email');

  const reset = await linkInMail(email, /https?:\/\/[^\s"<>]+\/login\?tab=reset&token=[A-Za-z0-9_-]+/);
  await page.goto(`${reset.pathname}${reset.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByTestId('reset-password').fill('New-harbor-2026!');
  await page.getByTestId('reset-confirm').fill('New-harbor-2026!');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-done')).toContainText(
    'Your password has been reset. You can now log in.',
  );
  await page.getByTestId('reset-login').click();

  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('Old-spruce-2026!');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Invalid email or password');
  await page.getByTestId('login-password').fill('New-harbor-2026!');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/customer\/customer-info-form/);
});
