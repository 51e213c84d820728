import { expect, test } from '@playwright/test';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';

const OWNER = 'owner@demo.test';

test.describe('back-office navigation', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, OWNER);
  });

  test('every route change starts at the top, with the browser’s scroll restoration off', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await openSection(page, 'Products');
    await expect(page.getByTestId('admin-list-row').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    // Clicked where the page stands, without Playwright scrolling the link into view first.
    await page
      .getByRole('navigation', { name: 'Back-office', exact: true })
      .getByRole('link', { name: 'Customers' })
      .evaluate((link) => (link as HTMLAnchorElement).click());
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Customers' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a list’s Connect Notion opens the dashboard with the workspace section expanded', async ({
    page,
  }) => {
    await openSection(page, 'Customers');
    const notice = page.getByTestId('workspace-notice');
    await expect(notice).toContainText('Notion is not connected.');
    await notice.getByRole('link', { name: 'Connect Notion' }).click();
    await expect(page).toHaveURL(/\/admin\?open=workspace#dashboard-section-workspace$/);
    await expect(page.getByRole('button', { name: /^Notion workspace/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The section is in view, showing the connection as it stands (here Notion is not set up).
    const panel = page.getByTestId('workspace-panel');
    await expect(panel).toContainText('Notion is not connected.');
    await expect(panel).toBeInViewport();
    await expect(page.getByRole('button', { name: /^Payment settings/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
