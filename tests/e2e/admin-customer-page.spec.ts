import { expect, test } from '@playwright/test';
import { lookAtBothWidths } from './support/look';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';

/**
 * The customer page: the owner opens a customer from My Customers, reads their figures and adds a
 * note; the list's toggle for unverified sign-ups stays in the address. Checked with axe at 1280
 * and 390 px.
 */
const OWNER = 'owner@demo.test';

test('the owner opens a customer from the list, reads their figures and adds a note', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, OWNER);
  await openSection(page, 'Customers');
  const row = page.getByTestId('admin-list-row').filter({ hasText: 'shopper@demo.test' });
  await expect(row).toBeVisible();

  // Unverified sign-ups without orders are shown only when asked, and the choice stays in the address.
  const toggle = page.getByRole('checkbox', { name: 'Include unverified sign-ups with no orders' });
  // The address is the list's state: the box is ticked once the address says so.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page).toHaveURL(/unverified=true/);
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: 'Include unverified sign-ups with no orders' }),
  ).toBeChecked();

  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('admin-customer')).toBeVisible();
  await expect(page.getByText('shopper@demo.test').first()).toBeVisible();
  await expect(page.getByTestId('customer-lifetime-value')).toHaveText(/^\$\d/);
  await expect(page.getByTestId('customer-account')).toContainText('email verified');
  await lookAtBothWidths(page, 'customer-page');

  const note = `Likes spruce tips ${Date.now()}`;
  await page.getByLabel('Add a note (only you see it)').fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  await expect(page.getByTestId('customer-notes')).toContainText(note);
  await page.reload();
  await expect(page.getByTestId('customer-notes')).toContainText(note);

  await page.getByTestId('admin-customer').getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Customers' })).toBeVisible();
});
