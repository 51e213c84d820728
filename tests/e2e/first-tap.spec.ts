import { expect, test, type Page } from '@playwright/test';
import {
  answeredConsent,
  hydratedAt,
  reactHasPage,
  SLOW_PHONE_CONTEXT,
  slowDown,
  tapAtFirstSight,
} from '../../scripts/lib/slow-phone';
import { isPlainPiece, listProducts } from './support/api';
import { DEMO_PASSWORD } from './support/shopper';

/**
 * On a slow phone (390 px, CPU 4× slower, 1.6 Mbps) a store page is on screen well before React
 * has it. A shopper's first tap or choice, made as soon as the control shows, must count: a size,
 * Add to Basket, the shop's category and sort lists, and the search box (lib/early-taps.ts).
 * The page's scripts are held until the test has tapped, so each tap surely comes before React
 * has the page however busy the machine is; each test checks that it did.
 */
test.use(SLOW_PHONE_CONTEXT);
test.setTimeout(120_000);

const SLOW = { timeout: 45_000 };
let releaseScripts: () => void = () => {};

test.beforeEach(async ({ page, baseURL }) => {
  await slowDown(page);
  // The consent banner, answered on an earlier visit, covers nothing (consent.spec.ts has it).
  await answeredConsent(page, baseURL!);
  const released = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
});

/** Waits until React has the page, so what the test reads next is React's doing. */
async function untilReactHasPage(page: Page) {
  await expect.poll(() => hydratedAt(page), SLOW).not.toBeNull();
}

test('Add to Basket tapped as soon as it shows puts the piece in the basket', async ({ page }) => {
  const product = (await listProducts()).find(
    (item) => item.featured && item.totalInventory !== 0 && isPlainPiece(item),
  )!;
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  const tap = await tapAtFirstSight(page, '[data-testid="add-to-basket"]');
  expect(tap.reactHadPage).toBe(false);
  releaseScripts();
  await expect(page.getByTestId('add-to-basket-status')).toHaveText('Added to basket', SLOW);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
});

test('a size and Add to Basket tapped at once choose that size and add it', async ({ page }) => {
  const ring = (await listProducts()).find((item) => item.name === 'Amethyst Stacking Ring')!;
  const size5 = ring.variants!.find((variant) => variant.name === 'Size 5')!;
  await page.goto(`/product/${ring.id}`, { waitUntil: 'commit' });
  const tap = await tapAtFirstSight(page, `label:has(input[value="${size5.id}"])`);
  expect(tap.reactHadPage).toBe(false);
  await tapAtFirstSight(page, '[data-testid="add-to-basket"]');
  releaseScripts();
  await untilReactHasPage(page);
  await expect(page.getByRole('radio', { name: 'Size 5' })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`variant=${size5.id}`), SLOW);
  await expect(page.getByTestId('basket-count')).toHaveText('1', SLOW);
  await expect(page.getByTestId('choose-variant-hint')).toHaveCount(0);
});

/** Chooses `value` in the shop's `name` list as soon as the list shows. */
async function chooseAtFirstSight(page: Page, name: string, value: string) {
  const list = `select[name="${name}"]`;
  await page.waitForSelector(list, { state: 'visible', timeout: 30_000 });
  const reactHadPage = await reactHasPage(page);
  // The one on screen: while React draws the shop's filters, the server's may still be in the page, hidden.
  await page.locator(list).filter({ visible: true }).first().selectOption(value);
  releaseScripts();
  return reactHadPage;
}

test("a category chosen as soon as the shop shows is the list's", async ({ page }) => {
  await page.goto('/shop', { waitUntil: 'commit' });
  expect(await chooseAtFirstSight(page, 'category', 'rings')).toBe(false);
  await expect(page).toHaveURL(/[?&]category=rings/, SLOW);
  await expect(page.locator('#shop-filtered-heading')).toBeAttached(SLOW);
  await expect(page.getByLabel('Category')).toHaveValue('rings');
});

test('a sort chosen as soon as the shop shows orders the list', async ({ page }) => {
  await page.goto('/shop', { waitUntil: 'commit' });
  expect(await chooseAtFirstSight(page, 'sort', 'price-asc')).toBe(false);
  await expect(page).toHaveURL(/[?&]sort=price-asc/, SLOW);
  await expect(page.locator('#shop-filtered-heading')).toBeAttached(SLOW);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
});

test('a search typed as soon as the box shows opens its results', async ({ page }) => {
  await page.goto('/shop', { waitUntil: 'commit' });
  const tap = await tapAtFirstSight(page, '[data-testid="search-input"]');
  expect(tap.reactHadPage).toBe(false);
  await page.keyboard.type('ring');
  await page.keyboard.press('Enter');
  releaseScripts();
  await expect(page).toHaveURL(/[?&]q=ring/, SLOW);
  await expect(page.locator('#shop-results-heading')).toHaveText('Results for “ring”', SLOW);
});

test('Log In pressed before React has the page signs in, and the password never reaches an address', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByTestId('login-email').fill('shopper@demo.test');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  expect(await reactHasPage(page)).toBe(false);
  releaseScripts();
  await expect(page).toHaveURL(/\/customer\//, SLOW);
  expect(addresses.filter((address) => address.includes(encodeURIComponent(DEMO_PASSWORD)))).toEqual([]);
  expect(addresses.filter((address) => /[?&]password=/.test(address))).toEqual([]);
});
