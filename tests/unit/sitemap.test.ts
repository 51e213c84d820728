/**
 * The sitemap of a store: one URL set while its products fit a part, else an index of parts that
 * together list every product once. The api is a stand-in answering the product-id parts.
 */
const ids = (count: number) =>
  Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
let listed: string[] = [];
const asked: string[] = [];

jest.mock('@/lib/api/client', () => ({
  apiFetch: async (path: string, options: { tags?: string[] }) => {
    asked.push(`${path} ${options.tags?.join(',')}`);
    const url = new URL(path, 'http://api.test');
    const part = Number(url.searchParams.get('part'));
    const size = Number(url.searchParams.get('size'));
    const products = listed
      .slice(part * size, part * size + size)
      .map((id) => ({ id, updatedAt: '2026-11-01T00:00:00.000Z' }));
    return Response.json({ total: listed.length, products });
  },
}));
jest.mock('@/lib/api/store-origin', () => ({ getStoreOrigin: async () => 'https://shop.example.com' }));

import { sitemapPartResponse, sitemapResponse } from '@/lib/api/sitemap';
import { sitemapIndex, urlSet } from '@/lib/sitemap';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

beforeEach(() => {
  asked.length = 0;
});

describe('the sitemap', () => {
  it('is one URL set of the pages and every product while they fit one part', async () => {
    listed = ids(3);
    const xml = await (await sitemapResponse('demo', 3)).text();
    expect(xml).toContain('<urlset');
    expect(locs(xml)).toEqual([
      'https://shop.example.com/',
      'https://shop.example.com/shop',
      'https://shop.example.com/gallery',
      'https://shop.example.com/events',
      'https://shop.example.com/about',
      'https://shop.example.com/policies/terms',
      'https://shop.example.com/policies/returns',
      'https://shop.example.com/policies/privacy',
      'https://shop.example.com/policies/shipping',
      'https://shop.example.com/legal',
      ...listed.map((id) => `https://shop.example.com/product/${id}`),
    ]);
    // Read under the products tag, which the api expires when products are added or archived.
    expect(asked[0]).toMatch(/products:demo/);
  });

  it('becomes an index of parts past one part, and the parts list every product once', async () => {
    listed = ids(7);
    const index = await sitemapResponse('demo', 3);
    expect(index.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex');
    const parts = locs(xml);
    expect(parts).toEqual([0, 1, 2].map((n) => `https://shop.example.com/sitemap/${n}.xml`));
    const found: string[] = [];
    for (let part = 0; part < parts.length; part += 1) {
      const partXml = await (await sitemapPartResponse('demo', part, 3)).text();
      expect(partXml).toContain('<urlset');
      found.push(...locs(partXml).filter((loc) => loc.includes('/product/')));
    }
    expect(found).toEqual(listed.map((id) => `https://shop.example.com/product/${id}`));
    expect((await sitemapPartResponse('demo', 3, 3)).status).toBe(404);
  });

  it('escapes what XML would misread', () => {
    expect(urlSet([{ loc: 'https://a.example/?x=1&y=<2>' }])).toContain(
      '<loc>https://a.example/?x=1&amp;y=&lt;2&gt;</loc>',
    );
    expect(sitemapIndex(["https://a.example/'s"])).toContain('https://a.example/&apos;s');
  });
});
