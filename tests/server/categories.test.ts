import { products } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';

type Listed = { id: string; name: string; price: number; Metal: string[] };
type Page = { products: Listed[]; nextCursor: string | null };
type Category = { id: string; name: string; slug: string; sortOrder: number; productCount: number };

let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers: { ...demo, ...headers }, payload: payload as object });

async function categoriesOf(headers: Record<string, string> = demo): Promise<Category[]> {
  const response = await t.app.inject({ url: '/api/categories', headers });
  expect(response.statusCode).toBe(200);
  return response.json().categories;
}

/** Every product of a filtered, sorted list, page after page. */
async function readAll(query: Record<string, string>, limit: number): Promise<Listed[]> {
  const seen: Listed[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < 200; index += 1) {
    const params = new URLSearchParams({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    const response = await t.app.inject({ url: `/api/products?${params}`, headers: demo });
    expect(response.statusCode).toBe(200);
    const body: Page = response.json();
    seen.push(...body.products);
    cursor = body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('the pages never ended');
}

describe('seeded categories', () => {
  it('gives the demo store its categories with the seeded pieces in them', async () => {
    const list = await categoriesOf();
    expect(list.map((category) => category.name)).toEqual([
      'Rings',
      'Necklaces',
      'Bracelets',
      'Earrings',
      'Ceramics',
    ]);
    for (const category of list) expect(category.productCount).toBeGreaterThan(0);
    const rings = await readAll({ category: 'rings' }, 100);
    expect(rings.length).toBeGreaterThan(0);
    for (const ring of rings) expect(ring.name).toMatch(/Ring/);
  });

  it('gives each store only its own categories', async () => {
    const northList = await categoriesOf(north);
    expect(northList.map((category) => category.slug)).toEqual(['rings', 'necklaces', 'ceramics']);
    const demoIds = new Set((await categoriesOf()).map((category) => category.id));
    expect(northList.some((category) => demoIds.has(category.id))).toBe(false);
  });
});

describe('the setup wizard', () => {
  it('makes the categories the owner ticks the store’s, leaving those it has', async () => {
    const asNorth = { ...north, ...northOwner };
    const storeId = (await t.app.inject({ url: '/api/stores/by-identifier/north', headers: north })).json()
      ._id;
    const before = await categoriesOf(north);
    const saved = await call('PUT', `/api/stores/${storeId}`, asNorth, {
      businessInfo: { categories: ['Rings', 'Custom Pieces'] },
    });
    expect(saved.statusCode).toBe(200);
    const after = await categoriesOf(north);
    expect(after.filter((category) => category.slug === 'rings')).toHaveLength(1);
    expect(after.find((category) => category.slug === 'rings')?.id).toBe(
      before.find((category) => category.slug === 'rings')?.id,
    );
    expect(after.find((category) => category.slug === 'custom-pieces')).toMatchObject({
      name: 'Custom Pieces',
      productCount: 0,
    });
    // Ticked again, nothing doubles.
    await call('PUT', `/api/stores/${storeId}`, asNorth, { businessInfo: { categories: ['Custom Pieces'] } });
    expect(await categoriesOf(north)).toHaveLength(after.length);
  });
});

describe('the owner keeps the categories', () => {
  it('adds, changes and deletes a category', async () => {
    const created = await call('POST', '/api/admin/categories', owner, {
      name: 'Custom Pieces',
      slug: 'custom-pieces',
      sortOrder: 9,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await categoriesOf()).at(-1)).toMatchObject({
      name: 'Custom Pieces',
      slug: 'custom-pieces',
      productCount: 0,
    });

    const changed = await call('PUT', `/api/admin/categories/${id}`, owner, {
      name: 'Commissions',
      slug: 'commissions',
      sortOrder: 9,
      image: 'https://example.com/c.jpg',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Commissions',
      slug: 'commissions',
      image: 'https://example.com/c.jpg',
    });

    expect((await call('DELETE', `/api/admin/categories/${id}`, owner)).statusCode).toBe(200);
    expect((await categoriesOf()).some((category) => category.id === id)).toBe(false);
    expect((await call('DELETE', `/api/admin/categories/${id}`, owner)).statusCode).toBe(404);
  });

  it('refuses a slug the store already uses with 409 naming slug, but another store may use it', async () => {
    const taken = await call('POST', '/api/admin/categories', owner, { name: 'More rings', slug: 'rings' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN', field: 'slug' });
    const necklaces = (await categoriesOf()).find((category) => category.slug === 'necklaces')!;
    const renamed = await call('PUT', `/api/admin/categories/${necklaces.id}`, owner, {
      name: 'Necklaces',
      slug: 'rings',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().field).toBe('slug');
    const elsewhere = await call(
      'POST',
      '/api/admin/categories',
      { ...north, ...northOwner },
      { name: 'Earrings', slug: 'earrings' },
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const badSlug = await call('POST', '/api/admin/categories', owner, {
      name: 'Rings',
      slug: 'Rings & Things',
    });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().field).toBe('slug');
    const noName = await call('POST', '/api/admin/categories', owner, { name: ' ', slug: 'x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().field).toBe('name');
    const badImage = await call('POST', '/api/admin/categories', owner, {
      name: 'X',
      slug: 'x',
      image: 'javascript:alert(1)',
    });
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().field).toBe('image');
  });

  it('keeps another store out of the categories', async () => {
    const rings = (await categoriesOf()).find((category) => category.slug === 'rings')!;
    const asNorth = { ...north, ...northOwner };
    const put = await call('PUT', `/api/admin/categories/${rings.id}`, asNorth, {
      name: 'Mine',
      slug: 'mine',
    });
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/categories/${rings.id}`, asNorth)).statusCode).toBe(404);
    // Demo's token on north's address is refused outright.
    expect(
      (await call('GET', '/api/admin/categories', { ...owner, ...north })).statusCode,
    ).toBeGreaterThanOrEqual(401);
    expect((await categoriesOf()).find((category) => category.id === rings.id)?.name).toBe('Rings');
    // No customer or stranger changes them.
    expect((await call('POST', '/api/admin/categories', {}, { name: 'A', slug: 'a' })).statusCode).toBe(401);
  });

  it('puts a product in categories, and refuses another store’s category', async () => {
    const list = await categoriesOf();
    const [rings, ceramics] = [
      list.find((c) => c.slug === 'rings')!,
      list.find((c) => c.slug === 'ceramics')!,
    ];
    const created = await call('POST', '/api/admin/products', owner, {
      name: 'Clay Ring',
      price: 30,
      categoryIds: [rings.id, ceramics.id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().categoryIds.sort()).toEqual([rings.id, ceramics.id].sort());
    const id = created.json().id;
    expect((await readAll({ category: 'ceramics' }, 100)).some((product) => product.id === id)).toBe(true);

    const edited = await call('PUT', `/api/admin/products/${id}`, owner, {
      version: created.json().version,
      categoryIds: [ceramics.id],
    });
    expect(edited.statusCode).toBe(200);
    expect((await readAll({ category: 'rings' }, 100)).some((product) => product.id === id)).toBe(false);

    const northCategory = (await categoriesOf(north))[0]!;
    const foreign = await call('POST', '/api/admin/products', owner, {
      name: 'Stray',
      price: 1,
      categoryIds: [northCategory.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('categoryIds');
  });
});

describe('the shop’s filters and sorts', () => {
  beforeAll(async () => {
    // Many pieces with equal prices and names, so the id must break ties across pages.
    await t.database.db.insert(products).values(
      Array.from({ length: 90 }, (_, index) => ({
        tenantId: 'demo',
        name: `Filter Piece ${index % 7}`,
        priceCents: 1000 + (index % 5) * 1000,
        metal: index % 2 === 0 ? ['Sterling Silver'] : ['Copper'],
      })),
    );
  });

  const isSorted = (values: number[], dir: 1 | -1) =>
    values.every((value, index) => index === 0 || (value - values[index - 1]!) * dir >= 0);

  it.each([
    ['price-asc', (p: Listed) => p.price, 1],
    ['price-desc', (p: Listed) => p.price, -1],
  ] as const)('pages through %s with no piece twice or missed', async (sort, key, dir) => {
    const all = await readAll({ sort }, 100);
    const paged = await readAll({ sort }, 7);
    expect(paged.map((p) => p.id)).toEqual(all.map((p) => p.id));
    expect(new Set(paged.map((p) => p.id)).size).toBe(paged.length);
    expect(isSorted(paged.map(key), dir)).toBe(true);
  });

  it('pages through newest and name with filters, whole and in order', async () => {
    for (const sort of ['newest', 'name']) {
      const query = { sort, metal: 'Copper', min: '20', max: '40' };
      const paged = await readAll(query, 4);
      const whole = await readAll(query, 100);
      expect(paged.map((p) => p.id)).toEqual(whole.map((p) => p.id));
      expect(paged.length).toBeGreaterThan(8);
      for (const piece of paged) {
        expect(piece.Metal).toContain('Copper');
        expect(piece.price).toBeGreaterThanOrEqual(20);
        expect(piece.price).toBeLessThanOrEqual(40);
      }
    }
    const names = (await readAll({ sort: 'name' }, 9)).map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters a category in shop order too, paged', async () => {
    const paged = await readAll({ category: 'earrings' }, 2);
    const whole = await readAll({ category: 'earrings' }, 100);
    expect(paged.map((p) => p.id)).toEqual(whole.map((p) => p.id));
    for (const piece of paged) expect(piece.name).toMatch(/Earrings/);
  });

  it('answers an empty list for a category the store does not have', async () => {
    expect(await readAll({ category: 'spoons' }, 10)).toEqual([]);
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['min=abc', 'min'],
    ['max=-1', 'max'],
    ['min=50&max=10', 'max'],
    ['category=Not%20A%20Slug', 'category'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await t.app.inject({ url: `/api/products?${query}`, headers: demo });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('refuses a cursor cut for another sort', async () => {
    const first = await t.app.inject({ url: '/api/products?sort=price-asc&limit=2', headers: demo });
    const cursor = first.json().nextCursor;
    const other = await t.app.inject({
      url: `/api/products?sort=name&limit=2&cursor=${cursor}`,
      headers: demo,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().field).toBe('cursor');
    const unsorted = await t.app.inject({ url: `/api/products?limit=2&cursor=${cursor}`, headers: demo });
    expect(unsorted.statusCode).toBe(400);
  });
});

describe('category, metal, price range and sort at once', () => {
  it('answers exactly the category’s listed pieces of that metal within the range, in each sort', async () => {
    const category = await call('POST', '/api/admin/categories', owner, {
      name: 'Tide Pool',
      slug: 'tide-pool',
    });
    expect(category.statusCode).toBe(201);
    const tidePool = category.json().id as string;
    const make = async (name: string, price: number, metal: string, inCategory = true) => {
      const created = await call('POST', '/api/admin/products', owner, {
        name,
        price,
        metals: [metal],
        categoryIds: inCategory ? [tidePool] : [],
      });
      expect(created.statusCode).toBe(201);
      return created.json() as { id: string; version: number };
    };
    // One at a time, so each is newer than the one before.
    await make('Urchin cuff', 15, 'Copper');
    await make('Anemone ring', 35, 'Copper'); // above the range
    await make('Kelp chain', 20, 'Sterling Silver'); // another metal
    await make('Stray cuff', 25, 'Copper', false); // another category
    await make('Barnacle studs', 30, 'Copper'); // on the range's edge
    const archived = await make('Hidden cuff', 12, 'Copper');
    expect(
      (
        await call('PUT', `/api/admin/products/${archived.id}/archived`, owner, {
          version: archived.version,
          archived: true,
        })
      ).statusCode,
    ).toBe(200);

    const names = async (sort: string) =>
      (await readAll({ category: 'tide-pool', metal: 'Copper', min: '10', max: '30', sort }, 1)).map(
        (piece) => piece.name,
      );
    expect(await names('price-asc')).toEqual(['Urchin cuff', 'Barnacle studs']);
    expect(await names('price-desc')).toEqual(['Barnacle studs', 'Urchin cuff']);
    expect(await names('name')).toEqual(['Barnacle studs', 'Urchin cuff']);
    expect(await names('newest')).toEqual(['Barnacle studs', 'Urchin cuff']);

    // Deleting the category keeps its pieces in the shop.
    expect((await call('DELETE', `/api/admin/categories/${tidePool}`, owner)).statusCode).toBe(200);
    expect(await readAll({ category: 'tide-pool' }, 10)).toEqual([]);
    const copper = (await readAll({ metal: 'Copper', min: '10', max: '30' }, 100)).map((piece) => piece.name);
    expect(copper).toEqual(expect.arrayContaining(['Urchin cuff', 'Barnacle studs', 'Stray cuff']));
  });
});
