import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';
import { formatPrice } from '../../lib/money';
import { adminToken, apiJson, listProducts } from './support/api';
import { restartApi, startExtraWeb, stopApi } from './support/servers';

/**
 * Two web instances behind one load balancer share their page cache through Redis: a page one of
 * them rendered is served by the other, and a price changed through the api shows on the next
 * load of either within 2 s, with no web address given to the api.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `sitka-test-cache-${randomUUID().slice(0, 8)}`;
const shared = { REDIS_URL, REDIS_PREFIX: prefix };
const WITHIN_MS = 2_000;

type AdminProduct = { id: string; version: number; price: number };

let webs: Awaited<ReturnType<typeof startExtraWeb>>[] = [];
let token: string;

test.describe('web instances sharing one Redis', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Signed in first: the api's sign-in limits move to Redis with it, shared with other runs.
    token = await adminToken();
    await stopApi();
    await restartApi(shared);
    webs = await Promise.all([startExtraWeb(shared), startExtraWeb(shared)]);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await Promise.all(webs.map((web) => web.stop()));
    await stopApi();
    await restartApi();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  test('a price changed through the api shows on the other web within 2 s', async ({ request }) => {
    const [one, two] = webs;
    const { id, handle } = (await listProducts())[0];
    const path = `/product/${handle}`;
    const auth = { authorization: `Bearer ${token}` };
    const before = await apiJson<AdminProduct>(`/api/admin/products/${id}`, { headers: auth });
    expect((await request.get(one.url + path)).status()).toBe(200);
    // Rendered by web 1, served by web 2 from the shared cache on its very first request.
    expect((await request.get(two.url + path)).headers()['x-nextjs-cache']).toBe('HIT');

    const price = before.price + 1.23;
    try {
      await apiJson(`/api/admin/products/${id}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ version: before.version, price }),
      });
      const committed = Date.now();
      let shownAfter = Infinity;
      while (Date.now() - committed < WITHIN_MS * 2) {
        if ((await (await request.get(two.url + path)).text()).includes(formatPrice(price))) {
          shownAfter = Date.now() - committed;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(shownAfter).toBeLessThanOrEqual(WITHIN_MS);
      // And web 1, which rendered the old page, no longer serves it either.
      expect(await (await request.get(one.url + path)).text()).toContain(formatPrice(price));
    } finally {
      const now = await apiJson<AdminProduct>(`/api/admin/products/${id}`, { headers: auth });
      await apiJson(`/api/admin/products/${id}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ version: now.version, price: before.price }),
      });
    }
  });
});
