import { sql } from 'drizzle-orm';
import { buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Found = { id: string; name: string; tenantId: string; archived: boolean };
type Page = { items: Found[]; page: number; pageSize: number; hasMore: boolean };

const search = (query: string, headers: Record<string, string> = demo) =>
  t.app.inject({ url: `/api/products/search?${query}`, headers });
const found = async (query: string, headers: Record<string, string> = demo): Promise<Page> => {
  const response = await search(query, headers);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/products/search', () => {
  it('suggests 5 listed products whose name holds the text in any case, by name', async () => {
    const all = (await t.app.inject({ url: '/api/products', headers: demo })).json().products as Found[];
    const expected = all
      .filter((p) => p.name.toLowerCase().includes('ring'))
      .map((p) => p.name)
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(expected.length).toBeGreaterThan(5);

    const page = await found('q=RiNG&pageSize=5');
    expect(page.items.map((p) => p.name)).toEqual(expected.slice(0, 5));
    expect(page).toMatchObject({ page: 1, pageSize: 5, hasMore: true });
    expect((await found('q=ring&pageSize=48')).items).toHaveLength(expected.length);
    // "Earrings" holds "ring" too: the text is found anywhere in a word.
    expect((await found('q=ring&pageSize=48')).items.map((p) => p.name)).toContain('Tidepool Hoop Earrings');
    // The archived piece is never suggested.
    expect((await found('q=solstice')).items).toEqual([]);
  });

  it('finds text inside a word and takes % and _ as themselves', async () => {
    expect((await found('q=DEPO')).items.map((p) => p.name)).toEqual(['Tidepool Hoop Earrings']);
    expect((await found('q=%25')).items).toEqual([]);
    expect((await found('q=_ing')).items).toEqual([]);
  });

  it('answers in pages that together hold every match once, in order', async () => {
    const all = (await found('q=r&pageSize=48')).items.map((p) => p.name);
    expect(all.length).toBeGreaterThan(8);
    const names: string[] = [];
    let page: Page;
    let number = 0;
    do {
      number += 1;
      page = await found(`q=r&pageSize=4&page=${number}`);
      names.push(...page.items.map((p) => p.name));
    } while (page.hasMore);
    expect(names).toEqual(all);
    expect(number).toBe(Math.ceil(all.length / 4));
    expect((await found(`q=r&pageSize=4&page=${number + 1}`)).items).toEqual([]);
  });

  it('searches only the asking store', async () => {
    const north = { 'x-tenant-id': 'north' };
    const northRings = await found('q=ring', north);
    expect(northRings.items.map((p) => p.name)).toEqual(['Birch Bark Ring']);
    expect(northRings.items.every((p) => p.tenantId === 'north')).toBe(true);
    expect((await found('q=birch bark')).items).toEqual([]);
    expect((await found('q=ring')).items.every((p) => p.tenantId === 'demo')).toBe(true);
  });

  it('refuses a missing text or an oversized page with 400 naming the field', async () => {
    for (const [query, field] of [
      ['', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=ring&pageSize=49', 'pageSize'],
      ['q=ring&page=0', 'page'],
    ]) {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, code: expect.any(String) });
    }
  });
});

describe('migration 0014: search and sort indexes', () => {
  /** The plan's text for `query` with sequential scans priced out, so an index that fits is used. */
  async function planOf(query: string): Promise<string> {
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      const result = await tx.execute(sql.raw(`explain ${query}`));
      const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it('installs pg_trgm and indexes lower-cased names as trigrams, as the search writes them', async () => {
    const result = await t.database.db.execute(sql`select 1 from pg_extension where extname = 'pg_trgm'`);
    expect((result as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // Which index a plan prefers over a few seeded rows is the planner's guess (the bench measures
    // the big store); the index must match the search's own expression, lower(name) like.
    const index = await t.database.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'products_name_trgm_idx'`,
    );
    const [definition] = (index as unknown as { rows: { indexdef: string }[] }).rows;
    expect(definition.indexdef).toMatch(/USING gin \(lower\(name\) gin_trgm_ops\)/);
  });

  it.each([
    ['lower(name) desc, id desc', 'products_tenant_name_id_idx'],
    ['price_cents desc, lower(name) desc, id desc', 'products_tenant_price_idx'],
    ['total_inventory asc nulls last, lower(name) asc, id asc', 'products_tenant_stock_idx'],
    ['total_inventory desc nulls first, lower(name) desc, id desc', 'products_tenant_stock_idx'],
  ])('reads a deep page of products by %s from %s without sorting', async (orderBy, index) => {
    const plan = await planOf(
      `select * from products where tenant_id = 'demo' order by ${orderBy} limit 24 offset 5000`,
    );
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it.each([
    ['created_at desc, created_at desc, id desc', 'orders_tenant_created_idx'],
    ['total_cents asc, created_at asc, id asc', 'orders_tenant_total_created_idx'],
    ['status desc, created_at desc, id desc', 'orders_tenant_status_created_idx'],
  ])('reads a deep page of orders by %s from %s without sorting', async (orderBy, index) => {
    const plan = await planOf(
      `select * from orders where tenant_id = 'demo' order by ${orderBy} limit 24 offset 5000`,
    );
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
