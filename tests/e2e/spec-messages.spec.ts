import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../lib/messages';
import { expectNoSeriousViolations, LOOK_WIDTHS, shootAtBothWidths } from './support/look';

/**
 * The spec's words where a shopper meets them (storefront spec §4, §5, §8): the product page's
 * invalid state, the sign-up refusal that names each field, and the sign-in form's one message
 * for a missing email or password.
 */

test('a product address without an id shows the invalid state, not the product or not-found page', async ({
  page,
}) => {
  await page.goto('/product/%20');
  const invalid = page.getByTestId('product-invalid');
  await expect(invalid.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.productIdRequired);
  await expect(page.getByRole('heading', { name: MESSAGES.productNotFound })).toHaveCount(0);
  await expect(invalid.getByRole('link', { name: 'Back to shop' })).toHaveAttribute('href', '/shop');
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page);
  }
  await shootAtBothWidths(page, 'product-invalid');
});

test('sign-up names the field of each broken password rule, one line each', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByTestId('register-email').fill(`rules-${Date.now()}@example.test`);
  await page.getByTestId('register-password').fill('abcdefgh');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-error')).toHaveText(
    'Registration validation failed: password: Password must contain at least one number\npassword: Password must contain at least one special character',
  );
});

test('sign-in with nothing typed says "Email and password are required" under both', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(MESSAGES.emailAndPasswordRequired)).toHaveCount(2);
});
