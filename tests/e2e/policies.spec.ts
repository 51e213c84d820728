import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/look';

/**
 * The store's policy pages, opened as a shopper would: by the footer's links, on a phone (390 px)
 * and a laptop (1280 px), each with its own title and the store's own details, and no serious or
 * critical axe violation.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];

const PAGES = [
  { link: 'Terms of sale', path: '/policies/terms', says: /orders? placed with Sitka Silver & Clay/ },
  { link: 'Returns and refunds', path: '/policies/returns', says: /within \d+ days/ },
  { link: 'Privacy', path: '/policies/privacy', says: /Sitka Silver & Clay collects only/ },
  { link: 'Shipping', path: '/policies/shipping', says: /Sitka Silver & Clay offers/ },
  { link: 'Legal notice', path: '/legal', says: /Seller: Sitka Silver & Clay/ },
];

for (const viewport of VIEWPORTS) {
  test.describe(`policy pages on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the footer opens each policy page, filled in with the store’s details', async ({ page }) => {
      await page.goto('/');
      const found: string[] = [];
      for (const { link, path, says } of PAGES) {
        const footer = page.getByRole('navigation', { name: 'Store policies' });
        await footer.scrollIntoViewIfNeeded();
        await footer.getByRole('link', { name: link }).click();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
        await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
        await expect(page.getByTestId('policy-text')).toContainText(says);
        found.push(...(await seriousViolations(page)));
      }
      expect(found).toEqual([]);
    });
  });
}
