import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES } from '../../lib/messages';
import { adminToken, apiJson, listProducts, photographedProduct, setStock } from './support/api';

/**
 * Public pages are served from Next's cache, per store, and the api expires exactly the tags a
 * change touches: the first request after an owner's save already shows it (no stale page first).
 */

// The api gathers changes for a moment before it tells the web; a second covers that.
const SETTLE_MS = 1_000;

/**
 * A page until it comes from the cache fresh. An earlier test's change may have expired it: the
 * first answers are then the stale page while it renders again behind them, never a render each.
 */
async function warm(request: APIRequestContext, path: string) {
  await request.get(path);
  await expect
    .poll(async () => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      return answer.headers()['x-nextjs-cache'];
    })
    .toBe('HIT');
}

test.describe('cached public pages', () => {
  test('home, shop, gallery, events and about are served from the cache', async ({ request }) => {
    for (const path of ['/', '/shop', '/gallery', '/events', '/about']) await warm(request, path);
  });

  test("a product's stock change shows on the next load of its page and of the shop", async ({ request }) => {
    const product = (await listProducts()).find((item) => item.featured && item.totalInventory !== null)!;
    const token = await adminToken();
    const path = `/product/${product.handle}`;
    await warm(request, path);
    await warm(request, '/shop');
    try {
      await setStock(product.id, 3, token);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      // One request each, no retries: a stale page served first would fail here.
      expect(await (await request.get(path)).text()).toContain(MESSAGES.onlyNLeft(3));
      await setStock(product.id, 0, token);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(await (await request.get(path)).text()).toContain(MESSAGES.outOfStock);
      const shop = await (await request.get('/shop')).text();
      const card = shop.slice(shop.indexOf(product.name));
      expect(card.slice(0, card.indexOf('</article>'))).toContain(MESSAGES.outOfStock);
    } finally {
      await setStock(product.id, product.totalInventory, token);
    }
  });

  test("an owner's template change shows on the next load of the home page", async ({ request }) => {
    const token = await adminToken();
    const hide = (visible: boolean) =>
      apiJson('/api/templates/home/components/newsletter', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ visible }),
      });
    await warm(request, '/');
    expect(await (await request.get('/')).text()).toContain('Join our studio list');
    try {
      await hide(false);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(await (await request.get('/')).text()).not.toContain('Join our studio list');
    } finally {
      await hide(true);
    }
  });

  test("canonical, Open Graph and JSON-LD URLs are absolute on the store's primary domain", async ({
    request,
  }) => {
    const product = await photographedProduct();
    const port = new URL(test.info().project.use.baseURL!).port;
    const origin = `http://demo.localhost:${port}`;
    await warm(request, '/shop');
    const shop = await (await request.get('/shop')).text();
    expect(shop).toContain(`<link rel="canonical" href="${origin}/shop"/>`);
    expect(shop).toContain(`<meta property="og:url" content="${origin}/shop"/>`);
    const html = await (await request.get(`/product/${product.handle}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${origin}/product/${product.handle}"/>`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${origin}/[^"]+"`));
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]);
    expect(data.offers.url).toBe(`${origin}/product/${product.handle}`);
    // A photo with alt text is an ImageObject (its caption), one without a plain URL.
    for (const image of data.image as (string | { url: string })[])
      expect((typeof image === 'string' ? image : image.url).startsWith(`${origin}/`)).toBe(true);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${origin}/product/${product.handle}</loc>`);
    expect(sitemap).not.toMatch(/<loc>http:\/\/localhost/);
  });

  test('the largest image of a product page is preloaded at high priority, with its size and srcset', async ({
    request,
  }) => {
    const product = await photographedProduct();
    const html = await (await request.get(`/product/${product.id}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // HTML attribute names are case-insensitive; React writes some in camelCase.
    expect(head).toMatch(/<link rel="preload"[^>]*as="image"[^>]*fetchPriority="high"/i);
    expect(head).toMatch(/<link rel="preload"[^>]*imageSrcSet="[^"]*_400\.webp 400w, [^"]*_800\.webp 800w"/i);
    const main = /<img[^>]*class="product-gallery__image"[^>]*>/.exec(html)![0];
    expect(main).toContain('width="800"');
    expect(main).toContain('height="800"');
    expect(main).toMatch(/fetchPriority="high"/i);
    expect(main).not.toContain('loading="lazy"');
  });
});
