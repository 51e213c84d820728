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
