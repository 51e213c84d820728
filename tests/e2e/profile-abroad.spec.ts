import { expect, test } from '@playwright/test';
import { latestMailTo } from './support/mailbox';

test.use({ viewport: { width: 390, height: 844 } });

test('a new shopper in London completes the profile at the first sign-in, on a phone', async ({ page }) => {
  const email = `london-${Date.now()}@example.test`;
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
  await page.getByTestId('verify-email-login').click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();

  await expect(page).toHaveURL(/\/customer\/customer-info-form/);
  await page.getByTestId('profile-country').selectOption('GB');
  await page.getByTestId('profile-name').fill('Ann Smith');
  await page.getByTestId('profile-phone').fill('+44 20 7946 0958');
  await expect(page.getByTestId('profile-phone')).toHaveValue('+44 20 7946 0958');
  await page.getByTestId('profile-address').fill('10 Downing Street');
  await page.getByTestId('profile-city').fill('London');
  await page.getByTestId('profile-zipCode').fill('SW1A 2AA');
  await page.getByTestId('profile-zipCode').blur();
  // The whole form fits the phone's width: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/profile-abroad-390.png', fullPage: true });
  await expect(page.getByTestId('profile-submit')).toBeEnabled();
  await page.getByTestId('profile-submit').click();
  await expect(page).toHaveURL(/\/customer\/dashboard/);

  await page.goto('/customer/account');
  await expect(page.getByTestId('profile-view')).toContainText('+44 20 7946 0958');
  await expect(page.getByTestId('profile-view')).toContainText('United Kingdom');
});
