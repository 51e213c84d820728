import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_EVENT } from '../../lib/hydration-signal';
import { scriptDeferrer } from '../../lib/paint-first';
import { listProducts } from './support/api';
import { untilReactHasPage } from './support/react-ready';

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
      await untilReactHasPage(page);
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

/**
 * The loader on a page of its own, served by the test: two start-up scripts that record that they
 * ran, content hidden until `reveal` (so nothing is painted before it), a link that answers 204 and
 * one to a next page.
 */
async function servePage(page: Page) {
  const deferrer = scriptDeferrer();
  const html =
    deferrer.push(
      Buffer.from(
        '<!DOCTYPE html><html lang="en"><head><title>Loader</title>' +
          '<link rel="stylesheet" href="/site.css"/>' +
          '<script src="/_next/static/chunks/a.js" async=""></script></head>' +
          '<body><main><h1>Pieces</h1><a id="away" href="/nothing">Away</a><a href="/next">Next</a>' +
          '<button>Stay</button></main>' +
          '<script src="/_next/static/chunks/b.js" async=""></script></body></html>',
      ),
    ) + deferrer.end();
  await page.route('http://loader.test/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/page') return route.fulfill({ contentType: 'text/html', body: html });
    if (pathname === '/nothing') return route.fulfill({ status: 204 });
    if (pathname === '/next') return route.fulfill({ contentType: 'text/html', body: '<h1>Next page</h1>' });
    if (pathname === '/site.css')
      return route.fulfill({
        contentType: 'text/css',
        body: 'h1 { font-size: 3rem; } main { visibility: hidden; }',
      });
    const name = pathname.split('/').pop();
    return route.fulfill({
      contentType: 'text/javascript',
      body: `(window.ran = window.ran || []).push(${JSON.stringify(name)});`,
    });
  });
}

const reveal = (page: Page) =>
  page.evaluate(() => document.querySelector('main')!.style.setProperty('visibility', 'visible'));
const ran = (page: Page) => page.evaluate(() => (window as unknown as { ran?: string[] }).ran ?? []);

test.describe('the after-paint loader', () => {
  test('runs each start-up script once, after the first paint', async ({ page }) => {
    await servePage(page);
    await page.goto('http://loader.test/page');
    await page.waitForTimeout(300);
    expect(await ran(page)).toEqual([]);
    await reveal(page);
    await expect.poll(() => ran(page)).toHaveLength(2);
    expect((await ran(page)).sort()).toEqual(['a.js', 'b.js']);
    const order = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      asked: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(order.asked).toBeGreaterThanOrEqual(order.painted);
  });

  test('leaves a link followed before the paint to the browser, and comes alive if the page stays', async ({
    page,
  }) => {
    await servePage(page);
    await page.goto('http://loader.test/page');
    // Followed before the first paint; it answers 204, so the page stays.
    await page.evaluate(() => document.getElementById('away')!.click());
    await reveal(page);
    await expect(page.getByRole('heading', { name: 'Pieces' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await ran(page)).toEqual([]);
    // The shopper's next tap brings the scripts.
    await page.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => ran(page)).toHaveLength(2);
  });

  test('holds a link tapped while React takes the page over, and follows it when React has the page', async ({
    page,
  }) => {
    await servePage(page);
    await page.goto('http://loader.test/page');
    await reveal(page);
    await expect.poll(() => ran(page)).toHaveLength(2);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe('http://loader.test/page');
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), HYDRATED_EVENT);
    await expect(page.getByRole('heading', { name: 'Next page' })).toBeVisible();
    expect(page.url()).toBe('http://loader.test/next');
  });
});
