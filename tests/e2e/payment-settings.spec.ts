import { expect, test } from '@playwright/test';
import { NOTION_MESSAGES } from '../../lib/schemas/notion';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';
import { expectNoSeriousViolations, shootAtBothWidths } from './support/look';

/**
 * With neither Stripe nor Notion configured, the dashboard offers Notion as not set up, and the
 * owner connects the store's card payments: the built-in provider's simulated onboarding, clearly
 * in test mode, takes the store from not connected to complete, and the dashboard's payment
 * section follows. Each screen photographed at 1280 and 390 px.
 */
test('the owner goes through the simulated Stripe onboarding from not connected to complete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  // Nothing configured on this server: Notion is offered as not set up, with nothing to press.
  await page.getByRole('button', { name: /^Notion workspace/ }).click();
  const workspace = page.getByTestId('workspace-panel');
  await expect(workspace).toContainText(NOTION_MESSAGES.notConfigured);
  await expect(workspace.getByRole('button', { name: 'Connect Notion' })).toHaveCount(0);
  await shootAtBothWidths(page, 'dashboard-notion-not-configured');

  // The dashboard's payment section says how things stand and leads to Payment settings.
  await page.getByRole('button', { name: /^Payment settings/ }).click();
  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByTestId('stripe-status')).toHaveText('Not connected');
  await panel.getByRole('link', { name: 'Open Payment settings' }).click();

  await expect(page).toHaveURL(/\/admin\/payment-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
  await expect(page.getByTestId('stripe-status')).toHaveText('Not connected');
  await expect(page.getByTestId('payments-test-mode')).toContainText('Test mode');
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'payment-settings-not-connected');

  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/admin\/stripe-onboarding-simulated$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stripe onboarding (simulated)' })).toBeVisible();
  await expect(page.getByText('Test mode.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'stripe-onboarding-simulated');

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
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'payment-settings-complete');

  await openSection(page, 'Dashboard');
  await page.getByRole('button', { name: /^Payment settings/ }).click();
  await expect(page.getByTestId('payment-panel').getByTestId('stripe-status')).toHaveText('Connected');
  await shootAtBothWidths(page, 'dashboard-payments-complete');

  // Stripe's refresh link, and the error page's way back.
  await page.goto('/admin/stripe-refresh');
  await expect(page).toHaveURL(/\/admin\/payment-settings$/);
  await page.goto('/admin/stripe-error');
  await expect(page.getByRole('heading', { level: 1, name: 'Stripe Connection Error' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'stripe-error');
  await page.getByRole('link', { name: 'Back to Payment settings' }).click();
  await expect(page).toHaveURL(/\/admin\/payment-settings$/);
});
