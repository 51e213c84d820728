import { expect, test, type Page } from '@playwright/test';
import { isPlainPiece, listProducts } from './support/api';
import { LOOK_WIDTHS, seriousViolations } from './support/look';
import { addToBasket, signIn } from './support/shopper';

/**
 * axe-core on every public and customer page, on a phone (390 px) and a laptop (1280 px): no
 * serious or critical violation. Each page is opened once and read at both widths, as a person
 * turning a tablet or widening a window sees it.
 */

const [LAPTOP, PHONE] = LOOK_WIDTHS;

async function violationsAtBothWidths(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  const found = await seriousViolations(page, `${path} at ${PHONE.width} px`);
  await page.setViewportSize(LAPTOP);
  return [...found, ...(await seriousViolations(page, `${path} at ${LAPTOP.width} px`))];
}

async function productInStock() {
  const [product] = (await listProducts()).filter(
    (item) => isPlainPiece(item) && (item.totalInventory === null || item.totalInventory > 0),
  );
  return product;
}

test('the check finds an image without a name and text too faint to read', async ({ page }) => {
  await page.goto('/about');
  await page
    .locator('main')
    .evaluate((main) =>
      main.insertAdjacentHTML(
        'afterbegin',
        '<img src="/favicon.ico"><p style="color:#eee;background:#fff">Faint</p>',
      ),
    );
  const found = await seriousViolations(page, 'probe');
  expect(found).toEqual([
    expect.stringMatching(/^probe: color-contrast \(serious\)/),
    expect.stringMatching(/^probe: image-alt \(critical\)/),
  ]);
});

// Each test reads eleven pages at two widths, each once it has settled.
test.describe.configure({ timeout: 150_000 });

test('public pages have no serious or critical axe violations at 390 and 1280 px', async ({ page }) => {
  const product = await productInStock();
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
    found.push(...(await violationsAtBothWidths(page, path)));
  // The basket and checkout with a piece in the basket, as a shopper sees them.
  await addToBasket(page, product.id);
  for (const path of ['/cart', '/checkout']) found.push(...(await violationsAtBothWidths(page, path)));
  expect(found).toEqual([]);
});

test('customer pages have no serious or critical axe violations at 390 and 1280 px', async ({ page }) => {
  const product = await productInStock();
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
  ])
    found.push(...(await violationsAtBothWidths(page, path)));
  await addToBasket(page, product.id, '/customer');
  for (const path of ['/customer/cart', '/customer/checkout', '/customer/customer-info-form'])
    found.push(...(await violationsAtBothWidths(page, path)));
  expect(found).toEqual([]);
});
