import { CATALOG_PAGE_MAX, CATALOG_PAGE_MAX_BYTES, CATALOG_PAGE_SIZE } from '@/lib/constants/catalog';
import { products } from '@/server/src/db/schema';
import { buildTestApp, demo, type TestApp } from './support/build-app';

type Page = {
  products: { id: string; name: string; tenantId: string }[];
  dataSource: string;
  nextCursor: string | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Enough regular pieces for several pages, half sharing one name so the id breaks ties.
  await t.database.db.insert(products).values(
    Array.from({ length: 130 }, (_, index) => ({
      tenantId: 'demo',
      name: index % 2 === 0 ? 'Paged Pendant' : `Paged Ring ${String(index).padStart(3, '0')}`,
      priceCents: 1000 + index,
      sortOrder: 500 + (index % 3),
    })),
  );
});
afterAll(() => t.close());

async function page(path: string, headers: Record<string, string> = demo): Promise<Page> {
  const response = await t.app.inject({ url: path, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function readAll(kind: string, limit: number, between?: (pageIndex: number) => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < 100; index += 1) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const body = await page(`/api/products/${kind}?${query}`);
    expect(body.products.length).toBeLessThanOrEqual(limit);
    seen.push(...body.products.map((product) => product.id));
    cursor = body.nextCursor;
    if (!cursor) return seen;
    await between?.(index);
  }
  throw new Error('the pages never ended');
}

describe('catalog pages', () => {
  it('answers the first page, in the spec shape, to a caller that does not page', async () => {
    const body = await page('/api/products/regular');
    expect(body.dataSource).toBe('live');
    expect(body.products).toHaveLength(CATALOG_PAGE_SIZE);
    expect(typeof body.nextCursor).toBe('string');
  });

  it('walks every regular product once, in a stable order, page after page', async () => {
    const first = await readAll('regular', 17);
    const again = await readAll('regular', 40);
    expect(new Set(first).size).toBe(first.length);
    expect(again).toEqual(first);
    const featured = await readAll('featured', 5);
    expect(first.filter((id) => featured.includes(id))).toEqual([]);
    const all = await readAll('', 50);
    expect(new Set(all)).toEqual(new Set([...first, ...featured]));
  });

  it('skips and repeats nothing while products are added between page reads', async () => {
    const before = await readAll('regular', 25);
    const added: string[] = [];
    const during = await readAll('regular', 25, async (index) => {
      // One lands before the cursor, one after: neither may shift the rest.
      const rows = await t.database.db
        .insert(products)
        .values([
          { tenantId: 'demo', name: `Early ${index}`, priceCents: 100, sortOrder: -1 },
          { tenantId: 'demo', name: `Late ${index}`, priceCents: 100, sortOrder: 10_000 },
        ])
        .returning({ id: products.id });
      added.push(...rows.map((row) => row.id));
    });
    expect(new Set(during).size).toBe(during.length);
    for (const id of before) expect(during).toContain(id);
    expect(during.filter((id) => !before.includes(id)).every((id) => added.includes(id))).toBe(true);
  });

  it('keeps to its own store', async () => {
    const north = await page('/api/products/regular?limit=100', { 'x-tenant-id': 'north' });
    expect(north.products.every((product) => product.tenantId === 'north')).toBe(true);
    const demoIds = new Set(await readAll('regular', 100));
    expect(north.products.some((product) => demoIds.has(product.id))).toBe(false);
  });

  it('refuses a cursor it did not give, and a limit out of range, naming the field', async () => {
    for (const cursor of ['nonsense!', 'eyJ4IjoxfQ', Buffer.from('{"o":1,"n":"a"}').toString('base64url')]) {
      const response = await t.app.inject({ url: `/api/products/regular?cursor=${cursor}`, headers: demo });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), field: 'cursor' });
    }
    for (const limit of ['0', String(CATALOG_PAGE_MAX + 1), 'ten']) {
      const response = await t.app.inject({ url: `/api/products/regular?limit=${limit}`, headers: demo });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'limit' });
    }
  });

  it('ends a page early rather than answer more than the size cap', async () => {
    const long = 'Hand-hammered sterling. '.repeat(600); // about 14 KB a product
    await t.database.db.insert(products).values(
      Array.from({ length: 40 }, (_, index) => ({
        tenantId: 'north',
        name: `Long Story ${index}`,
        description: long,
        priceCents: 100,
      })),
    );
    const response = await t.app.inject({
      url: `/api/products/regular?limit=${CATALOG_PAGE_MAX}`,
      headers: { 'x-tenant-id': 'north' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThanOrEqual(CATALOG_PAGE_MAX_BYTES);
    const body: Page = response.json();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.nextCursor).not.toBeNull();
    const rest = await page(`/api/products/regular?limit=${CATALOG_PAGE_MAX}&cursor=${body.nextCursor}`, {
      'x-tenant-id': 'north',
    });
    expect(rest.products[0].id).not.toBe(body.products.at(-1)?.id);
  });
});

describe('the sitemap parts', () => {
  it('list every listed product of the store once, a part at a time, with the count', async () => {
    const all = await readAll('', 100);
    const found: string[] = [];
    let total = -1;
    for (let part = 0; part < 100; part += 1) {
      const response = await t.app.inject({
        url: `/api/products/sitemap?part=${part}&size=7`,
        headers: demo,
      });
      expect(response.statusCode).toBe(200);
      const body: { total: number; products: { id: string; updatedAt: string }[] } = response.json();
      total = body.total;
      expect(body.products.length).toBeLessThanOrEqual(7);
      if (body.products.length === 0) break;
      found.push(...body.products.map((product) => product.id));
    }
    expect(total).toBe(all.length);
    expect(found.sort()).toEqual([...all].sort());
  });

  it('refuses a part or size out of range', async () => {
    for (const query of ['part=-1', 'part=x', 'size=0', 'size=50001']) {
      const response = await t.app.inject({ url: `/api/products/sitemap?${query}`, headers: demo });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: query.split('=')[0] });
    }
  });
});
