/**
 * Walking the app as a person does, by clicks in one tab: each arrival is checked by what the
 * person sees (the address and the page's heading) and by the absence of an error page, which
 * a route change that throws (a returned Promise called as an effect's cleanup, say) would show.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { APP_SHELL_MESSAGES } from '../../../lib/messages/app-shell';

/** No error boundary's page: neither the root's nor a section's. */
export async function expectNoErrorPage(page: Page): Promise<void> {
  await expect(page.getByText(APP_SHELL_MESSAGES.unexpectedError)).toHaveCount(0);
  await expect(page.getByText(APP_SHELL_MESSAGES.errorBoundary)).toHaveCount(0);
  await expect(page.getByText(APP_SHELL_MESSAGES.applicationLoadFailed)).toHaveCount(0);
}

/** Clicks `link` and checks the page it leads to: its address, its main heading, no error page. */
export async function clickThrough(
  page: Page,
  link: Locator,
  arrival: { url: RegExp; heading: string | RegExp },
): Promise<void> {
  await link.click();
  await arrivedAt(page, arrival);
}

/** The page now shown is `arrival`, without an error page. */
export async function arrivedAt(
  page: Page,
  arrival: { url: RegExp; heading: string | RegExp },
): Promise<void> {
  await expect(page).toHaveURL(arrival.url);
  await expect(page.getByRole('heading', { level: 1, name: arrival.heading })).toBeVisible();
  await expectNoErrorPage(page);
}

/** A back-office section opened from the top navigation (a wide screen), as the owner would. */
export async function openSection(page: Page, label: string): Promise<void> {
  const link = page
    .getByRole('navigation', { name: 'Back-office', exact: true })
    .getByRole('link', { name: label, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** An order's page, found as the owner finds it: Orders, a search for its number, its link. */
export async function openOrder(page: Page, orderId: string): Promise<void> {
  await openSection(page, 'Orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(orderId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${orderId}`));
  await page.getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderId);
}
