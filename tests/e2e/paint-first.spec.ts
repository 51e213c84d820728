import { expect, test } from '@playwright/test';
import { listProducts } from './support/api';

/**
 * A store page is on screen before it asks for any of its scripts, and then works as before
 * (lib/paint-first.ts). The sign-in page, a form first, keeps Next's scripts as Next wrote them.
 */
test.describe('store pages paint before their scripts', () => {
  test('home, shop and a product page are drawn first, then come alive', async ({ page }) => {
    const product = (await listProducts()).find(
      (item) => item.featured && item.totalInventory !== 0 && !item.variants?.length,
    )!;
    for (const path of ['/', '/shop', `/product/${product.id}`]) {
      await page.goto(path);
      // Add to Basket is enabled once React has taken the page over.
      await expect(page.getByTestId('add-to-basket').first()).toBeEnabled();
      const seen = await page.evaluate(async () => {
        const paints = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        );
        const scripts = performance
          .getEntriesByType('resource')
          .filter(
            (entry) => entry.name.endsWith('.js') && new URL(entry.name).pathname.startsWith('/_next/'),
          );
        return {
          firstPaint: paints[0].startTime,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      expect(seen.scripts, path).toBeGreaterThan(0);
      expect(seen.firstScript, path).toBeGreaterThanOrEqual(seen.firstPaint);
    }
  });

  test('the sign-in page asks for its scripts from its head, as Next writes it', async ({ request }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toMatch(/<script src="\/_next\/static\/[^"]+\.js" async=""><\/script>/);
    expect(html).not.toContain('data-after-paint');
  });
});
