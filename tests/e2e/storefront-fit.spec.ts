import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson } from './support/api';
import { fillCheckout } from './support/shopper';

/**
 * The storefront as a shopper moves through it on a phone (390 px) and a laptop (1280 px): nothing
 * runs off the side, every section (About included) is a tap away, the product page shows what
 * matters without scrolling, Back from the payment returns to the details, and the summary names
 * the delivery chosen.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const RING = 'Amethyst Stacking Ring';
const MUG = 'Kenai River Stoneware Mug';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** The bar the shopper sees at this width: the bottom bar on a phone, the top bar on a laptop. */
const navBar = (page: Page) => page.getByRole('navigation', { name: isPhone(page) ? 'Mobile' : 'Main' });

/** The basket link the shopper sees: in the bottom bar on a phone, the top bar's on a laptop. */
const basketLink = (page: Page) =>
  isPhone(page) ? navBar(page).getByRole('link', { name: /Basket/ }) : page.getByTestId('basket-link');

/** From the home page to a product's page: the bar's Shop link, then the shop's search suggestion. */
async function openProduct(page: Page, name: string) {
  await page.goto('/');
  await navBar(page).getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await page.getByTestId('search-input').fill(name);
  await page.getByTestId('search-suggestion').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The mug into the basket, then the basket by the bar's link, then Proceed to Checkout. */
async function checkoutWithMug(page: Page) {
  await openProduct(page, MUG);
  await page.getByTestId('add-to-basket').click();
  await basketLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByTestId('proceed-to-checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
}

const currentStep = (page: Page) => page.getByTestId('checkout-steps').locator('[aria-current="step"]');

let token: string;
let storeId: string;
const setShipping = (body: Record<string, unknown>) =>
  apiJson(`/api/stores/${storeId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

test.beforeAll(async () => {
  token = await adminToken();
  storeId = (await apiJson<{ _id: string }>('/api/stores/by-identifier/demo'))._id;
});

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('the shop fits the screen: no sideways scroll, the price filter whole', async ({ page }) => {
      await page.goto('/');
      await navBar(page).getByRole('link', { name: 'Shop', exact: true }).click();
      await expect(page).toHaveURL(/\/shop$/);
      const apply = page.getByRole('button', { name: 'Apply' });
      await expect(apply).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      const box = (await apply.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      for (const link of await navBar(page).getByRole('link').all()) {
        const linkBox = (await link.boundingBox())!;
        expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(size.width);
      }
    });

    test('the About page is a tap away from the shop', async ({ page }) => {
      await page.goto('/shop');
      const about = page.getByRole('link', { name: 'About', exact: true }).filter({ visible: true });
      await expect(about).toHaveCount(1);
      await expect(about).toBeInViewport();
      await about.click();
      await expect(page).toHaveURL(/\/about$/);
    });

    test('the product page shows what matters on the first screen', async ({ page }) => {
      await openProduct(page, RING);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const name = page.getByRole('heading', { level: 1, name: RING });
      const price = page.locator('.product-info__price');
      // On a laptop (1280×800) the whole purchase: name, price, the sizes and Add to Basket; on a
      // phone, whose photo fills the width, the name and price under it.
      const parts = isPhone(page)
        ? [name, price]
        : [name, price, page.getByTestId('variant-picker'), page.getByTestId('add-to-basket')];
      for (const part of parts) await expect(part).toBeInViewport({ ratio: 1 });
    });

    test('Back from the payment step returns to the details, as the shopper came', async ({ page }) => {
      await checkoutWithMug(page);
      await fillCheckout(page, { name: 'Back Shopper', email: `back-${Date.now()}@example.test` });
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('card-number')).toBeVisible();
      await expect(currentStep(page)).toHaveText('2 Payment');

      await page.goBack();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(currentStep(page)).toHaveText('1 Details');
      await expect(page.getByTestId('checkout-name')).toHaveValue('Back Shopper');
      await expect(page.getByTestId('card-number')).toHaveCount(0);

      // Forward again: the payment still open is the step it was.
      await page.goForward();
      await expect(currentStep(page)).toHaveText('2 Payment');
      await expect(page.getByTestId('card-number')).toBeVisible();
    });

    test.describe('with every delivery method offered', () => {
      test.beforeAll(async () => {
        await setShipping({
          shippingMethods: { local: true, national: true, international: true },
          shippingSettings: {
            pickup: { address: '201 Lincoln St, Sitka', instructions: 'Ring the studio bell.' },
            international: { rateCents: 2450, freeOverCents: null },
            countries: ['CA', 'GB'],
          },
        });
      });
      test.afterAll(async () => {
        await setShipping({
          shippingMethods: { local: false, national: true, international: false },
          shippingSettings: {},
        });
      });

      test('the summary names the delivery chosen, not every method the store offers', async ({ page }) => {
        await checkoutWithMug(page);
        const note = page.getByTestId('order-summary-shipping-methods');
        await page.getByTestId('checkout-method-pickup').check();
        await expect(note).toHaveText('Local pickup');
        await page.getByTestId('checkout-method-national').check();
        await expect(note).toHaveText('National shipping');
        await fillCheckout(page, { name: 'Method Shopper', email: `method-${Date.now()}@example.test` });
        await page.getByTestId('place-order').click();
        await expect(page.getByTestId('card-number')).toBeVisible();
        await expect(note).toHaveText('National shipping');
      });
    });
  });
}
