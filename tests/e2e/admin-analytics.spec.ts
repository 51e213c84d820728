import { expect, test, type Locator, type Page } from '@playwright/test';
import { listProducts } from './support/api';
import { acceptAnalytics } from './support/consent';
import { seriousViolations } from './support/look';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';

const OWNER = 'owner@demo.test';

/** Today in the store's time zone as the analytics tables write a day: 'Sun, Nov 23, 2025'. */
const alaskaToday = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Anchorage',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());

/**
 * The whole page at the current width. The viewport is made as tall as the page first: a full-page
 * capture resizes the window mid-shot, and the charts redraw for the new size after it.
 */
async function shoot(page: Page, name: string) {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({
    width: viewport.width,
    height: await page.evaluate(() => document.documentElement.scrollHeight),
  });
  await expect(page.locator('.analytics-chart svg .recharts-cartesian-axis').first()).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await page.setViewportSize(viewport);
}

/** Today's row of a day table: the last one, named for today. */
function todayRow(table: Locator): Locator {
  return table.getByRole('row').last();
}

async function todaysPageViews(page: Page): Promise<number> {
  const row = todayRow(page.getByRole('table', { name: 'Page views and sessions per day' }));
  await expect(row.getByRole('rowheader')).toHaveText(alaskaToday());
  return Number((await row.getByRole('cell').first().textContent())?.replace(/,/g, ''));
}

/**
 * A shopper in a browser of their own: home, the shop and a product page, each a page view the
 * storefront records; then a click on that product as its card records it. The product comes from
 * the api, since the web's data cache may still hold an earlier e2e database's catalog.
 */
async function browseAsShopper(page: Page): Promise<{ views: number; product: string }> {
  const [product] = await listProducts();
  const shopper = await page.context().browser()!.newContext();
  try {
    const tab = await shopper.newPage();
    let views = 0;
    tab.on('response', (response) => {
      if (response.url().endsWith('/api/analytics/page-view') && response.status() === 202) views += 1;
    });
    for (const [index, path] of ['/', '/shop', `/product/${product.id}`].entries()) {
      await tab.goto(path);
      // The visit counts once the shopper accepts analytics (the local run is asked, as in the EU).
      if (index === 0) await acceptAnalytics(tab);
      await expect.poll(() => views).toBe(index + 1);
    }
    const clicked = await tab.evaluate(async ({ id, name }) => {
      const sessionId = localStorage.getItem('sitka.analyticsSessionId');
      const response = await fetch('/api/analytics/product-click', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: id, productName: name, sessionId, pageId: '/shop' }),
      });
      return response.status;
    }, product);
    expect(clicked).toBe(202);
    return { views, product: product.name };
  } finally {
    await shopper.close();
  }
}

test('the owner syncs today and sees the visits a shopper just made', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, OWNER);
  await openSection(page, 'Analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Before: today's page views, or none at all on a store without visits yet.
  const empty = page.getByTestId('analytics-empty');
  await expect(empty.or(page.getByRole('table', { name: 'Page views and sessions per day' }))).toBeAttached();
  const before = (await empty.isVisible()) ? 0 : await todaysPageViews(page);

  const { views, product } = await browseAsShopper(page);

  const synced = page.waitForResponse(
    (response) => response.url().endsWith('/api/analytics/sync') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Include Today' }).click();
  const sync = await synced;
  expect(sync.status()).toBe(200);
  expect(JSON.parse(sync.request().postData() ?? '{}')).toEqual({ includeToday: true });
  const results = page.getByTestId('analytics-sync-results');
  // In the owner's words: how many days were synced, and any problems.
  await expect(results.locator('div', { hasText: 'Sync' }).locator('dd').first()).toHaveText(
    /^Synced \d+ days?$/,
  );
  await expect(results.locator('div', { hasText: 'Problems' }).locator('dd')).toHaveText('None');
  await expect(results).not.toContainText('Stores processed');

  // The charts reload: today's row has the shopper's visits, and the clicked piece tops the products.
  await expect.poll(() => todaysPageViews(page)).toBeGreaterThanOrEqual(before + views);
  await expect(page.getByRole('heading', { level: 2, name: 'Page views and sessions' })).toBeVisible();
  // The funnel starts from the visits and each total says how it compares with the week before.
  await expect(page.getByTestId('analytics-funnel').getByRole('listitem').first()).toContainText('Visits');
  await expect(page.getByTestId('analytics-totals')).toContainText('vs previous');
  await expect(
    page.getByRole('table', { name: 'Most clicked products' }).getByRole('rowheader', { name: product }),
  ).toBeAttached();
  const sessions = Number(
    await todayRow(page.getByRole('table', { name: 'Page views and sessions per day' }))
      .getByRole('cell')
      .nth(1)
      .textContent(),
  );
  expect(sessions).toBeGreaterThanOrEqual(1);
  await expect(page.locator('.analytics-chart svg').first()).toBeVisible();
  await shoot(page, 'admin-analytics-1280');

  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);

  // The range lives in the address: 30 days, and the table grows to match.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?days=30$/);
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('table', { name: 'Page views and sessions per day' }).getByRole('row'),
  ).toHaveCount(1 + 30);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

  // On a phone: the charts fit the width and the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/analytics?days=7');
  await expect(page.locator('.analytics-chart svg').first()).toBeVisible();
  const wider = await page.evaluate(() =>
    document.documentElement.scrollWidth > innerWidth
      ? [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > innerWidth)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
          .slice(0, 5)
      : [],
  );
  expect(wider).toEqual([]);
  const chart = await page.locator('.analytics-chart').first().boundingBox();
  expect(chart!.width).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Sync Yesterday' }).click();
  await expect(page.getByTestId('analytics-sync-results')).toBeVisible();
  await shoot(page, 'admin-analytics-390');
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a shopper cannot sync the store analytics', async ({ page }) => {
  await signIn(page, 'shopper@demo.test');
  const response = await page.request.post('/api/analytics/sync', { data: { includeToday: true } });
  expect(response.status()).toBe(403);
  expect((await response.json()).code).toBe('ADMIN_ONLY');
  await page.goto('/admin/analytics');
  await expect(page).not.toHaveURL(/\/admin/);
});
