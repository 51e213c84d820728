import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { listProducts } from './support/api';
import { addToBasket, signIn } from './support/shopper';

/**
 * axe-core on every public and customer page, on a phone (390 px) and a laptop (1280 px): no
 * serious or critical violation. The rule that a control's visible label is part of its name is
 * still experimental in axe, so it is switched on here.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];

async function seriousViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Each test walks eleven pages, waiting for each to settle before axe reads it.
    test.setTimeout(150_000);

    test('public pages have no serious or critical axe violations', async ({ page }) => {
      const [product] = (await listProducts()).filter(
        (item) => item.totalInventory === null || item.totalInventory > 0,
      );
      const found: string[] = [];
      for (const path of [
        '/',
        '/shop',
        `/product/${product.id}`,
        '/gallery',
        '/events',
        '/about',
        '/login',
        '/register',
      ])
        found.push(...(await seriousViolations(page, path)));
      // The basket and checkout with a piece in the basket, as a shopper sees them.
      await addToBasket(page, product.id);
      for (const path of ['/cart', '/checkout']) found.push(...(await seriousViolations(page, path)));
      expect(found).toEqual([]);
    });

    test('customer pages have no serious or critical axe violations', async ({ page }) => {
      const [product] = (await listProducts()).filter(
        (item) => item.totalInventory === null || item.totalInventory > 0,
      );
      await signIn(page, 'shopper@demo.test');
      const found: string[] = [];
      for (const path of [
        '/customer/dashboard',
        '/customer/shop',
        `/customer/product/${product.id}`,
        '/customer/gallery',
        '/customer/events',
        '/customer/orders',
        '/customer/account',
        '/customer/rewards',
      ]) {
        found.push(...(await seriousViolations(page, path)));
      }
      await addToBasket(page, product.id, '/customer');
      for (const path of ['/customer/cart', '/customer/checkout', '/customer/customer-info-form'])
        found.push(...(await seriousViolations(page, path)));
      expect(found).toEqual([]);
    });
  });
}
