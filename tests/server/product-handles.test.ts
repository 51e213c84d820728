/**
 * Product handles and the store's redirects: handles from names, unique per store (another
 * store's same handle is fine), a renamed handle keeping its old address answering without chains,
 * the owner's redirects (add, list, delete, CSV import, validation) and store isolation.
 */
import { and, eq, like } from 'drizzle-orm';
import { STORE_REDIRECTS_MAX } from '@/lib/schemas/redirects';
import { products, redirects } from '@/server/src/db/schema';
import { uniqueHandle, withHandles } from '@/server/src/services/catalog/handles';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';

type Product = { id: string; handle: string; name: string; version: number };
type Redirect = { id: string; fromPath: string; toPath: string };

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
}, 60_000);
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, payload: payload as object });
const asDemo = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(method, url, { ...demo, ...owner }, payload);
const asNorth = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(method, url, { ...north, ...northOwner }, payload);

async function create(
  as: typeof asDemo,
  body: Record<string, unknown>,
  status = 201,
): Promise<Product & { code?: string; field?: string }> {
  const response = await as('POST', '/api/admin/products', { price: 20, totalInventory: 3, ...body });
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status });
  return response.json();
}

const resolve = async (path: string, headers = demo) => {
  const response = await t.app.inject({
    url: `/api/redirects/resolve?${new URLSearchParams({ path })}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { to: string | null }).to;
};

describe('handles', () => {
  it('gives every seeded product a handle, unique in its store', async () => {
    const rows = await t.database.db
      .select({ tenantId: products.tenantId, handle: products.handle })
      .from(products);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.handle).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const keys = rows.map((row) => `${row.tenantId}/${row.handle}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('makes a handle from the name, numbering a taken one; another store may have the same', async () => {
    const first = await create(asDemo, { name: 'Tidal Crescent Ring!' });
    const second = await create(asDemo, { name: 'Tidal  crescent ring' });
    const third = await create(asDemo, { name: 'Tidal Crescent Ring' });
    expect([first.handle, second.handle, third.handle]).toEqual([
      'tidal-crescent-ring',
      'tidal-crescent-ring-2',
      'tidal-crescent-ring-3',
    ]);
    const elsewhere = await create(asNorth, { name: 'Tidal Crescent Ring' });
    expect(elsewhere.handle).toBe('tidal-crescent-ring');
    expect((await create(asDemo, { name: 'Ünïcédé Spoon' })).handle).toBe('unicede-spoon');
    expect((await create(asDemo, { name: '!!!' })).handle).toBe('product');
  });

  it('finds a product by handle in its own store only', async () => {
    const made = await create(asNorth, { name: 'Only North Bowl' });
    const there = await t.app.inject({ url: `/api/products/by-handle/${made.handle}`, headers: north });
    expect(there.statusCode).toBe(200);
    expect(there.json()).toMatchObject({ id: made.id, handle: 'only-north-bowl' });
    const here = await t.app.inject({ url: `/api/products/by-handle/${made.handle}`, headers: demo });
    expect(here.statusCode).toBe(404);
    expect(await resolve('/products/only-north-bowl')).toBeNull();
    expect(await resolve(`/product/${made.id}`)).toBeNull();
    expect(await resolve('/products/only-north-bowl', north)).toBe('/product/only-north-bowl');
  });

  it('takes an owner’s handle, refusing a malformed or taken one', async () => {
    const chosen = await create(asDemo, { name: 'Any Name', handle: 'my-own-address' });
    expect(chosen.handle).toBe('my-own-address');
    const taken = await create(asDemo, { name: 'Other', handle: 'my-own-address' }, 409);
    expect(taken).toMatchObject({ code: 'HANDLE_TAKEN', field: 'handle' });
    const bad = await create(asDemo, { name: 'Other', handle: 'Not A Handle' }, 400);
    expect(bad).toMatchObject({ field: 'handle' });
    const idShaped = await create(asDemo, { name: 'Other', handle: chosen.id }, 400);
    expect(idShaped).toMatchObject({ field: 'handle' });
  });

  it('picks free handles for a batch, within it and beside the store’s', async () => {
    const handles = await t.database.db.transaction(async (tx) => {
      const rows = await withHandles(tx, 'demo', [
        { name: 'Batch Cup' },
        { name: 'Batch Cup' },
        { name: 'Batch Cup 2' },
        { name: 'x', handle: 'Batch Cup' },
      ]);
      return rows.map((row) => row.handle);
    });
    expect(handles).toEqual(['batch-cup', 'batch-cup-2', 'batch-cup-2-2', 'batch-cup-3']);
    expect(await uniqueHandle(t.database.db, 'demo', 'My-Own Address')).toBe('my-own-address-2');
    expect(await uniqueHandle(t.database.db, 'north', 'My-Own Address')).toBe('my-own-address');
  });
});

describe('renaming a handle', () => {
  it('keeps the old address answering, without chains, and refuses another product’s handle', async () => {
    const made = await create(asDemo, { name: 'Harbor Mug' });
    const rename = async (product: Product, handle: string, status = 200) => {
      const response = await asDemo('PUT', `/api/admin/products/${product.id}`, {
        version: product.version,
        handle,
      });
      expect(response.statusCode).toBe(status);
      return response.json() as Product & { code?: string; field?: string };
    };
    const once = await rename(made, 'harbor-mug-blue');
    expect(once.handle).toBe('harbor-mug-blue');
    expect(await resolve('/product/harbor-mug')).toBe('/product/harbor-mug-blue');
    const twice = await rename(once, 'harbor-cup');
    expect(await resolve('/product/harbor-mug')).toBe('/product/harbor-cup');
    expect(await resolve('/product/harbor-mug-blue')).toBe('/product/harbor-cup');
    expect(await resolve(`/product/${made.id}`)).toBe('/product/harbor-cup');
    expect(await resolve('/products/harbor-mug')).toBe('/product/harbor-cup');

    // Back to the first: its own address is served again, and nothing loops.
    const back = await rename(twice, 'harbor-mug');
    expect(await resolve('/product/harbor-mug')).toBeNull();
    expect(await resolve('/product/harbor-cup')).toBe('/product/harbor-mug');
    const list = (await asDemo('GET', '/api/admin/redirects')).json().redirects as Redirect[];
    for (const redirect of list) expect(list.some((other) => other.fromPath === redirect.toPath)).toBe(false);

    const other = await create(asDemo, { name: 'Harbor Plate' });
    const refused = await rename(other, 'harbor-mug', 409);
    expect(refused).toMatchObject({ code: 'HANDLE_TAKEN', field: 'handle' });
    expect(back.handle).toBe('harbor-mug');

    const audit = (await asDemo('GET', '/api/admin/audit?limit=50')).json() as {
      entries?: { action: string; changes?: unknown }[];
      items?: { action: string }[];
    };
    expect(JSON.stringify(audit)).toContain('harbor-mug-blue');
  });

  it('keeps a category’s old collection address answering after its slug changes', async () => {
    const made = await asDemo('POST', '/api/admin/categories', { name: 'Mugs', slug: 'mugs' });
    expect(made.statusCode).toBe(201);
    expect(await resolve('/collections/mugs')).toBe('/shop?category=mugs');
    const changed = await asDemo('PUT', `/api/admin/categories/${made.json().id}`, {
      name: 'Cups',
      slug: 'cups',
    });
    expect(changed.statusCode).toBe(200);
    expect(await resolve('/collections/mugs')).toBe('/shop?category=cups');
    expect(await resolve('/collections/cups')).toBe('/shop?category=cups');
    expect(await resolve('/collections/all')).toBe('/shop');
    expect(await resolve('/collections/nothing-here')).toBeNull();
  });
});

describe('the owner’s redirects', () => {
  it('adds, lists and deletes, writing the activity log', async () => {
    const added = await asDemo('POST', '/api/admin/redirects', { fromPath: '/old-page/', toPath: '/about' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ fromPath: '/old-page', toPath: '/about' });
    expect(await resolve('/old-page')).toBe('/about');
    expect(await resolve('/old-page?utm=x')).toBe('/about');
    const again = await asDemo('POST', '/api/admin/redirects', { fromPath: '/old-page', toPath: '/shop' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REDIRECT_EXISTS', field: 'fromPath' });

    const list = (await asDemo('GET', '/api/admin/redirects')).json().redirects as Redirect[];
    expect(list.map((redirect) => redirect.fromPath)).toContain('/old-page');
    const removed = await asDemo('DELETE', `/api/admin/redirects/${added.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect(await resolve('/old-page')).toBeNull();
    expect((await asDemo('DELETE', `/api/admin/redirects/${added.json().id}`)).statusCode).toBe(404);

    const audit = JSON.stringify((await asDemo('GET', '/api/admin/audit?limit=50')).json());
    expect(audit).toContain('redirect.create');
    expect(audit).toContain('redirect.delete');
  });

  it('refuses paths without "/", loops and paths the shop serves', async () => {
    const refuse = async (body: object, code: string, field: string) => {
      const response = await asDemo('POST', '/api/admin/redirects', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, field });
      return response.json().error as string;
    };
    expect(await refuse({ fromPath: 'old', toPath: '/shop' }, 'VALIDATION_ERROR', 'fromPath')).toContain(
      'Paths must start with "/"',
    );
    await refuse({ fromPath: '/a', toPath: 'https://elsewhere.test/' }, 'VALIDATION_ERROR', 'toPath');
    expect(await refuse({ fromPath: '/a', toPath: '/a' }, 'REDIRECT_LOOP', 'toPath')).toBe(
      'A path cannot redirect to itself',
    );
    expect(await refuse({ fromPath: '/shop', toPath: '/about' }, 'REDIRECT_SERVED_PATH', 'fromPath')).toBe(
      '/shop is a page of this store and cannot be redirected',
    );
    await refuse({ fromPath: '/product/harbor-mug', toPath: '/about' }, 'REDIRECT_SERVED_PATH', 'fromPath');
    for (const fromPath of [
      '/newsletter/confirm',
      '/coming-soon',
      '/api/products',
      '/_next/x.js',
      '/admin/old',
    ])
      expect(await refuse({ fromPath, toPath: '/about' }, 'REDIRECT_SERVED_PATH', 'fromPath')).toBe(
        `${fromPath} is a page of this store and cannot be redirected`,
      );
    expect((await asDemo('POST', '/api/admin/redirects', { fromPath: '/b', toPath: '/c' })).statusCode).toBe(
      201,
    );
    expect((await asDemo('POST', '/api/admin/redirects', { fromPath: '/c', toPath: '/d' })).statusCode).toBe(
      201,
    );
    // /b now goes straight to /d: no chain.
    expect(await resolve('/b')).toBe('/d');
    expect(await refuse({ fromPath: '/d', toPath: '/b' }, 'REDIRECT_LOOP', 'toPath')).toBe(
      'This redirect would make a loop through /b',
    );
  });

  it('imports Shopify’s export: every row or none', async () => {
    const csv = [
      'Redirect from,Redirect to',
      '/pages/our-story,/about',
      '/blogs/news,/events',
      '/b,/shop',
    ].join('\n');
    const imported = await asDemo('POST', '/api/admin/redirects/import', { csv });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ added: 2, updated: 1, message: '2 redirects added, 1 updated' });
    expect(await resolve('/pages/our-story')).toBe('/about');
    expect(await resolve('/b')).toBe('/shop');

    const broken = await asDemo('POST', '/api/admin/redirects/import', {
      csv: 'Redirect from,Redirect to\n/pages/faq,/about\n/cart,/shop\n',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      error: 'Row 3: /cart is a page of this store and cannot be redirected',
      field: 'csv',
    });
    expect(await resolve('/pages/faq')).toBeNull();
    const columns = await asDemo('POST', '/api/admin/redirects/import', { csv: 'From,To\n/a,/b\n' });
    expect(columns.json()).toMatchObject({
      error: 'The file needs the columns "Redirect from" and "Redirect to"',
    });
  });

  it('keeps each store’s redirects to itself', async () => {
    const mine = (
      await asDemo('POST', '/api/admin/redirects', { fromPath: '/demo-only', toPath: '/shop' })
    ).json();
    expect(await resolve('/demo-only', north)).toBeNull();
    const theirs = (await asNorth('GET', '/api/admin/redirects')).json().redirects as Redirect[];
    expect(theirs.some((redirect) => redirect.id === mine.id)).toBe(false);
    expect((await asNorth('DELETE', `/api/admin/redirects/${mine.id}`)).statusCode).toBe(404);
    // The other store's owner token on this store's host is refused outright.
    expect(
      (await call('GET', '/api/admin/redirects', { ...demo, ...northOwner })).statusCode,
    ).toBeGreaterThanOrEqual(401);
    expect(await resolve('/demo-only')).toBe('/shop');
  });

  it('is the catalog staff’s and refuses shoppers', async () => {
    expect((await t.app.inject({ url: '/api/admin/redirects', headers: demo })).statusCode).toBe(401);
  });
});

describe('old addresses', () => {
  it('sends a product id address and Shopify’s product address to the handle', async () => {
    const [row] = await t.database.db
      .select({ id: products.id, handle: products.handle })
      .from(products)
      .where(eq(products.tenantId, 'demo'))
      .limit(1);
    expect(await resolve(`/product/${row.id}`)).toBe(`/product/${row.handle}`);
    expect(await resolve(`/customer/product/${row.id}`)).toBe(`/product/${row.handle}`);
    expect(await resolve(`/products/${row.handle}`)).toBe(`/product/${row.handle}`);
    expect(await resolve(`/collections/rings/products/${row.handle}`)).toBe(`/product/${row.handle}`);
    expect(await resolve('/products/no-such-thing')).toBeNull();
    expect(await resolve('/product/no-such-thing')).toBeNull();
  });

  it('answers null, not an error, for a path that decodes to a control character', async () => {
    for (const path of ['/%00', '/%2500', '/products/%2500', '/collections/%251f', '/product/%00'])
      expect(await resolve(path)).toBeNull();
  });
});

describe('redirects written at the same time', () => {
  it('lets one of two adds from the same path win; the other is 409, not an overwrite', async () => {
    const answers = await Promise.all(
      ['/race-a', '/race-b'].map((toPath) =>
        asDemo('POST', '/api/admin/redirects', { fromPath: '/racing', toPath }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json()).toMatchObject({ code: 'REDIRECT_EXISTS', field: 'fromPath' });
    const won = answers.find((answer) => answer.statusCode === 201)?.json() as Redirect;
    expect(await resolve('/racing')).toBe(won.toPath);
  });

  it('never makes a loop from two adds pointing at each other', async () => {
    const answers = await Promise.all([
      asDemo('POST', '/api/admin/redirects', { fromPath: '/ping', toPath: '/pong' }),
      asDemo('POST', '/api/admin/redirects', { fromPath: '/pong', toPath: '/ping' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });

  it('counts a renamed handle’s redirect against the store’s limit', async () => {
    const product = await create(asNorth, { name: 'Limit Test Ring' });
    const have = Number((await asNorth('GET', '/api/admin/redirects')).json().redirects.length);
    const filler = Array.from({ length: STORE_REDIRECTS_MAX - have }, (_, n) => ({
      tenantId: 'north',
      fromPath: `/filler-${n}`,
      toPath: '/shop',
    }));
    for (let at = 0; at < filler.length; at += 500)
      await t.database.db.insert(redirects).values(filler.slice(at, at + 500));
    try {
      const renamed = await asNorth('PUT', `/api/admin/products/${product.id}`, {
        version: product.version,
        handle: 'limit-test-ring-renamed',
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json()).toMatchObject({ code: 'TOO_MANY_REDIRECTS' });
    } finally {
      await t.database.db
        .delete(redirects)
        .where(and(eq(redirects.tenantId, 'north'), like(redirects.fromPath, '/filler-%')));
    }
  });
});

describe('a new product on an old address', () => {
  it('takes the handle and the redirect from its address goes', async () => {
    const added = await asDemo('POST', '/api/admin/redirects', {
      fromPath: '/product/driftwood-pendant',
      toPath: '/shop',
    });
    expect(added.statusCode).toBe(201);
    const product = await create(asDemo, { name: 'Driftwood Pendant' });
    expect(product.handle).toBe('driftwood-pendant');
    expect(await resolve('/product/driftwood-pendant')).toBeNull();
  });

  it('finds a redirect saved with an encoded path by its plain spelling', async () => {
    expect(
      (await asDemo('POST', '/api/admin/redirects', { fromPath: '/caf%C3%A9-menu', toPath: '/shop' }))
        .statusCode,
    ).toBe(201);
    expect(await resolve('/café-menu')).toBe('/shop');
    expect(await resolve('/caf%C3%A9-menu')).toBe('/shop');
  });
});
