import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/shopper';

/**
 * The owner connects the store's card payments without Stripe configured: the built-in provider's
 * simulated onboarding, clearly in test mode, takes the store from not connected to complete, and
 * the dashboard's payment section follows. Each screen photographed at 1280 and 390 px.
 */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function noSeriousViolations(page: Page) {
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the owner goes through the simulated Stripe onboarding from not connected to complete', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@demo.test');

  // The dashboard's payment section says how things stand and leads to Payment settings.
  await page.goto('/admin');
  await page.getByRole('button', { name: /^Payment settings/ }).click();
  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByTestId('stripe-status')).toHaveText('Not connected');
  await panel.getByRole('link', { name: 'Open Payment settings' }).click();

  await expect(page).toHaveURL(/\/admin\/payment-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
  await expect(page.getByTestId('stripe-status')).toHaveText('Not connected');
  await expect(page.getByTestId('payments-test-mode')).toContainText('Test mode');
  await noSeriousViolations(page);
  await shoot(page, 'payment-settings-not-connected');

  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/admin\/stripe-onboarding-simulated$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stripe onboarding (simulated)' })).toBeVisible();
  await expect(page.getByText('Test mode.')).toBeVisible();
  await noSeriousViolations(page);
  await shoot(page, 'stripe-onboarding-simulated');

  // Leaving half-way: the store's account waits, pending.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByTestId('stripe-status')).toHaveText('Onboarding not finished');
  await page.getByRole('button', { name: 'Continue onboarding' }).click();
  await expect(page).toHaveURL(/\/admin\/stripe-onboarding-simulated$/);

  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  // Back through /admin/stripe-return, as Stripe would send the owner.
  await expect(page).toHaveURL(/\/admin\/payment-settings$/);
  await expect(page.getByTestId('stripe-status')).toHaveText('Connected');
  await expect(page.getByRole('button', { name: /^(Connect|Continue onboarding)$/ })).toHaveCount(0);
  await expect(page.getByText('A simulated account has no Stripe dashboard.')).toBeVisible();
  await noSeriousViolations(page);
  await shoot(page, 'payment-settings-complete');

  await page.goto('/admin');
  await page.getByRole('button', { name: /^Payment settings/ }).click();
  await expect(page.getByTestId('payment-panel').getByTestId('stripe-status')).toHaveText('Connected');
  await shoot(page, 'dashboard-payments-complete');

  // Stripe's refresh link, and the error page's way back.
  await page.goto('/admin/stripe-refresh');
  await expect(page).toHaveURL(/\/admin\/payment-settings$/);
  await page.goto('/admin/stripe-error');
  await expect(page.getByRole('heading', { level: 1, name: 'Stripe Connection Error' })).toBeVisible();
  await noSeriousViolations(page);
  await shoot(page, 'stripe-error');
  await page.getByRole('link', { name: 'Back to Payment settings' }).click();
  await expect(page).toHaveURL(/\/admin\/payment-settings$/);
});
