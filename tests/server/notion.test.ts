import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { PRODUCT_IMAGE_MAX_BYTES } from '@/lib/constants/catalog';
import { IMAGE_FETCH_MESSAGES } from '@/lib/messages';
import { NOTION_MESSAGES } from '@/lib/schemas/notion';
import { TAGS } from '@/lib/tags';
import { notionConnections, notionOutbox, products } from '@/server/src/db/schema';
import { RATE_LIMITS } from '@/server/src/plugins/rate-limits';
import { drainNotionOutbox } from '@/server/src/services/notion/outbox';
import { buildTestApp, type TestApp } from './support/build-app';
import { startFakeNotion } from './support/fake-notion';
import { placePaidOrder, productRecord } from './support/notion-store';
import { prepareTwoStores, type TwoStores } from './support/two-stores';

const CLIENT_ID = 'sitka-notion-client';
const CLIENT_SECRET = 'sitka-notion-secret';

let fake: Awaited<ReturnType<typeof startFakeNotion>>;
let t: TestApp;
let stores: TwoStores;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let customerA: Record<string, string>;
const A = () => ({ ...stores.headers('A'), ...adminA });
const B = () => ({ ...stores.headers('B'), ...adminB });

beforeAll(async () => {
  fake = await startFakeNotion(CLIENT_ID, CLIENT_SECRET);
  const generous = Object.keys(RATE_LIMITS)
    .map((name) => `${name}=1000000/1`)
    .join(',');
  // The local Notion also hosts the products' images, on 127.0.0.1: private addresses allowed here.
  t = await buildTestApp({
    NOTION_CLIENT_ID: CLIENT_ID,
    NOTION_CLIENT_SECRET: CLIENT_SECRET,
    NOTION_API_URL: fake.url,
    RATE_LIMITS: generous,
    MAX_OPEN_HOLDS_PER_VISITOR: '1000000',
    MAX_OPEN_HOLDS_PER_ADDRESS: '1000000',
    IMAGE_FETCH_ALLOW_PRIVATE: 'true',
  });
  stores = await prepareTwoStores(t.app);
  adminA = await stores.token('adminA');
  adminB = await stores.token('adminB');
  customerA = await stores.token('customerA');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The owner starts connecting (the api makes the state) and Notion returns with a code. */
async function startConnecting(headers: Record<string, string>, workspace: string) {
  const started = await t.app.inject({ method: 'POST', url: '/api/notion-auth/authorize', headers });
  expect(started.statusCode).toBe(200);
  const { url, state } = started.json() as { url: string; state: string };
  const { code, token } = fake.issueCode(workspace);
  return { url, state, code, token };
}

const exchange = (headers: Record<string, string>, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/notion-auth/exchange-code', headers, payload });

let tokenA = '';
const databaseIdsA: Record<string, string> = {};

describe('connecting a store to Notion', () => {
  it('refuses a wrong state, another owner’s state and a replayed state; keeps the token encrypted', async () => {
    const first = await startConnecting(A(), 'Sitka Silver workspace');
    expect(new URL(first.url).searchParams.get('state')).toBe(first.state);
    expect(new URL(first.url).searchParams.get('client_id')).toBe(CLIENT_ID);

    const wrong = await exchange(A(), { code: first.code, state: 'not-the-state' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: NOTION_MESSAGES.stateInvalid, field: 'state' });

    // Store B's owner cannot finish store A's connection with A's state.
    const otherStore = await exchange(B(), { code: first.code, state: first.state });
    expect(otherStore.statusCode).toBe(400);

    const noCode = await exchange(A(), { state: first.state });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ error: NOTION_MESSAGES.noCode, field: 'code' });

    const done = await exchange(A(), { code: first.code, state: first.state });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, workspaceName: 'Sitka Silver workspace' });
    tokenA = first.token;

    const replayed = await exchange(A(), { code: fake.issueCode('Other').code, state: first.state });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().field).toBe('state');

    const [row] = await t.app.db
      .select()
      .from(notionConnections)
      .where(eq(notionConnections.tenantId, stores.A.tenant));
    expect(row.accessToken.startsWith('ENC:')).toBe(true);
    expect(row.accessToken).not.toContain(tokenA);

    const status = await t.app.inject({ url: '/api/admin/notion-status', headers: A() });
    expect(status.json()).toEqual({
      configured: true,
      connected: true,
      workspaceName: 'Sitka Silver workspace',
    });
  });

  it('is for the store’s owner only', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/notion-auth/authorize',
          headers: { ...stores.headers('A'), ...customerA },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/admin/notion-status', headers: stores.headers('A') })).statusCode,
    ).toBe(401);
    // An owner's token sent to the other store.
    expect(
      (
        await t.app.inject({
          url: '/api/admin/notion-status',
          headers: { ...stores.headers('B'), ...adminA },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a code Notion refuses is answered with the spec’s message, not a 500', async () => {
    const { state } = await startConnecting(A(), 'ignored');
    const refused = await exchange(A(), { code: 'code-notion-never-issued', state });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: NOTION_MESSAGES.connectFailed, field: 'code' });
    // The connection made before stays.
    expect((await t.app.inject({ url: '/api/admin/notion-status', headers: A() })).json().connected).toBe(
      true,
    );
  });
});

describe('choosing the databases', () => {
  it('lists the shared databases and requires all five kinds', async () => {
    for (const kind of ['products', 'customers', 'orders', 'notifications', 'analytics']) {
      databaseIdsA[kind] = fake.addDatabase(tokenA, `Sitka ${kind}`).id;
    }
    const listed = await t.app.inject({ url: '/api/notion-auth/databases', headers: A() });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().databases).toEqual(
      expect.arrayContaining([{ id: databaseIdsA.orders, title: 'Sitka orders' }]),
    );
    expect(listed.json().databases).toHaveLength(5);

    const partial = await t.app.inject({
      method: 'POST',
      url: '/api/notion-auth/connect-databases',
      headers: A(),
      payload: { products: databaseIdsA.products, orders: databaseIdsA.orders },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({
      error: NOTION_MESSAGES.databasesRequired,
      code: 'NOTION_DATABASES_REQUIRED',
      field: 'customers',
    });
    expect(partial.json().errors.map((entry: { param: string }) => entry.param)).toEqual([
      'customers',
      'notifications',
      'analytics',
    ]);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/notion-auth/connect-databases',
      headers: A(),
      payload: { ...databaseIdsA, analytics: randomUUID() },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('analytics');

    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/notion-auth/connect-databases',
      headers: A(),
      payload: databaseIdsA,
    });
    expect(linked.statusCode).toBe(200);
    const connection = await t.app.inject({ url: '/api/admin/notion-connection', headers: A() });
    expect(connection.json()).toEqual({
      connected: true,
      workspaceName: 'Sitka Silver workspace',
      notionDatabaseIds: databaseIdsA,
    });
  });
});

describe('pulling products from Notion', () => {
  it('reads 250 records a page of 100 at a time, skips and reports a malformed one, hides archived ones', async () => {
    const database = fake.databases.get(databaseIdsA.products)!;
    for (let i = 0; i < 250; i += 1)
      database.rows.push({ id: randomUUID(), properties: productRecord(`Notion Ring ${i}`, 20 + i, i % 5) });
    const malformed = {
      id: randomUUID(),
      properties: productRecord('Notion Broken Ring', 'twenty dollars', 3),
    };
    database.rows.splice(120, 0, malformed);
    database.rows[0].properties = productRecord('Notion Ring 0', 20, 0, {
      Archive: { id: 'a', type: 'checkbox', checkbox: true },
    });
    const queriesBefore = fake.received.filter((request) => request.path.endsWith('/query')).length;

    const pulled = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notion-sync/products',
      headers: A(),
    });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json()).toEqual({
      read: 251,
      created: 250,
      updated: 0,
      unchanged: 0,
      archived: 1,
      skipped: [{ pageId: malformed.id, reason: 'Price is missing or not a number' }],
      imagesUpdated: 0,
      imageErrors: [],
    });

    const queries = fake.received.filter((request) => request.path.endsWith('/query')).slice(queriesBefore);
    expect(queries.map((request) => [request.body.page_size, request.body.start_cursor ?? null])).toEqual([
      [100, null],
      [100, '100'],
      [100, '200'],
    ]);

    const rows = await t.app.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, stores.A.tenant), isNotNull(products.notionPageId)));
    expect(rows).toHaveLength(250);
    expect(rows.find((row) => row.name === 'Notion Broken Ring')).toBeUndefined();
    expect(rows.find((row) => row.name === 'Notion Ring 0')?.archived).toBe(true);
    expect(rows.find((row) => row.name === 'Notion Ring 7')).toMatchObject({
      priceCents: 2700,
      totalInventory: 2,
      metal: ['Silver'],
      size: 7,
    });

    // The shop never shows the archived one.
    const shop = await t.app.inject({
      url: '/api/products?search=Notion%20Ring%200',
      headers: stores.headers('A'),
    });
    expect(JSON.stringify(shop.json())).not.toContain('"Notion Ring 0"');
  });

  it('a second pull changes only what changed in Notion and sends the new stock live', async () => {
    const database = fake.databases.get(databaseIdsA.products)!;
    const target = database.rows.find(
      (row) =>
        (row.properties.Name as { title: { plain_text: string }[] }).title[0].plain_text === 'Notion Ring 9',
    )!;
    target.properties = productRecord('Notion Ring 9', 29, 11);
    const changed = jest.spyOn(t.app, 'productsChanged');
    const pulled = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notion-sync/products',
      headers: A(),
    });
    expect(pulled.json()).toMatchObject({ read: 251, created: 0, updated: 1, unchanged: 249 });
    const [row] = await t.app.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, stores.A.tenant), eq(products.notionPageId, target.id)));
    expect(row.totalInventory).toBe(11);
    expect(changed).toHaveBeenCalledWith(stores.A.tenant, [{ productId: row.id, newInventory: 11 }]);
    changed.mockRestore();
  });
});

const filesProperty = (...files: unknown[]) => ({ ProductImage: { id: 'u', type: 'files', files } });
/** A file Notion keeps: its address is signed anew on every read. */
const notionFile = (name: string) => ({
  name,
  type: 'file',
  file: { url: fake.fileUrl(name), expiry_time: new Date(Date.now() + 3_600_000).toISOString() },
});
const externalFile = (name: string) => ({ name, type: 'external', external: { url: fake.hostedUrl(name) } });
const solid = (colour: string, format: 'png' | 'jpeg') =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: colour } })
    [format]()
    .toBuffer();
const pull = () => t.app.inject({ method: 'POST', url: '/api/admin/notion-sync/products', headers: A() });
const pathOf = (url: string) => new URL(url, 'http://x').pathname;
const productOfPage = async (pageId: string) => {
  const [row] = await t.app.db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, stores.A.tenant), eq(products.notionPageId, pageId)));
  return row;
};
/** The product as the shop reads it. */
const shopProduct = async (id: string) => {
  const response = await t.app.inject({ url: `/api/products/${id}`, headers: stores.headers('A') });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    name: string;
    price: number;
    productImage: { small: string; medium: string; images: string[] } | null;
    totalInventory: number | null;
    variants: {
      id: string;
      name: string;
      sku: string | null;
      price: number | null;
      totalInventory: number | null;
    }[];
  };
};
/** The colour of a served rendition, by which channels are lit. */
const colourAt = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  const { channels } = await sharp(response.rawPayload).stats();
  const lit = channels.slice(0, 3).map((channel) => channel.mean > 128);
  return (
    ({ '100': 'red', '010': 'green', '001': 'blue', '111': 'white' } as Record<string, string>)[
      lit.map(Number).join('')
    ] ?? lit.join()
  );
};
function multipart(bytes: Buffer) {
  const boundary = '----sitka-notion-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="own.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('product images from Notion', () => {
  const imageRow = { id: randomUUID(), properties: {} as Record<string, unknown> };
  let productId = '';
  let sideImage = '';

  it('a pulled product shows its Notion images in Notion’s order, the first as its main image', async () => {
    fake.hostFile('tide-front.png', await solid('#d00000', 'png'));
    fake.hostFile('tide-side.jpg', await solid('#0000d0', 'jpeg'), 'image/jpeg');
    imageRow.properties = productRecord(
      'Notion Image Ring',
      64,
      4,
      filesProperty(notionFile('tide-front.png'), externalFile('tide-side.jpg')),
    );
    fake.databases.get(databaseIdsA.products)!.rows.push(imageRow);
    const before = fake.fileRequests.length;

    const pulled = await pull();
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json()).toMatchObject({
      read: 252,
      created: 1,
      updated: 0,
      imagesUpdated: 1,
      imageErrors: [],
    });
    // Each image fetched once, at the signed address Notion handed out on this read.
    expect(fake.fileRequests.slice(before).map(pathOf)).toEqual([
      '/files/tide-front.png',
      '/files/tide-side.jpg',
    ]);
    expect(fake.fileRequests[before]).toContain('X-Amz-Signature=');

    productId = (await productOfPage(imageRow.id)).id;
    const shown = await shopProduct(productId);
    expect(shown).toMatchObject({ name: 'Notion Image Ring', price: 64 });
    expect(shown.productImage).toMatchObject({
      small: `/api/images/${productId}_400.webp`,
      medium: `/api/images/${productId}_800.webp`,
    });
    expect(shown.productImage!.images).toHaveLength(2);
    expect(await colourAt(shown.productImage!.small)).toBe('red');
    expect(await colourAt(shown.productImage!.medium)).toBe('red');
    sideImage = shown.productImage!.images[1];
    expect(await colourAt(sideImage)).toBe('blue');
  });

  it('a later pull with a new signed address for the same file fetches nothing again', async () => {
    const signedBefore = fake.signed.filter((url) => url.includes('/tide-front.png?')).length;
    const before = fake.fileRequests.length;
    const pulled = await pull();
    expect(pulled.json()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 251,
      imagesUpdated: 0,
      imageErrors: [],
    });
    // Notion signed the file anew for this read; its path is the same, so it is the same image.
    const signed = fake.signed.filter((url) => url.includes('/tide-front.png?'));
    expect(signed.length).toBeGreaterThan(signedBefore);
    expect(new Set(signed).size).toBe(signed.length);
    expect(fake.fileRequests.slice(before)).toEqual([]);
    expect((await shopProduct(productId)).productImage!.images).toHaveLength(2);
  });

  it('a changed image replaces the ones Notion gave before, keeps the owner’s own upload after them, and expires the product’s page', async () => {
    const own = multipart(await solid('#ffffff', 'png'));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...A(), ...own.headers },
      payload: own.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await shopProduct(productId)).productImage!.images).toHaveLength(3);

    fake.hostFile('tide-front-2.png', await solid('#00b000', 'png'));
    imageRow.properties = productRecord(
      'Notion Image Ring',
      64,
      4,
      filesProperty(notionFile('tide-front-2.png')),
    );
    const tags = jest.spyOn(t.app, 'revalidateTags');
    const changed = jest.spyOn(t.app, 'productsChanged');
    const before = fake.fileRequests.length;
    const pulled = await pull();
    expect(pulled.json()).toMatchObject({ updated: 0, unchanged: 251, imagesUpdated: 1, imageErrors: [] });
    expect(fake.fileRequests.slice(before).map(pathOf)).toEqual(['/files/tide-front-2.png']);

    const shown = await shopProduct(productId);
    expect(shown.productImage!.images).toHaveLength(2);
    expect(await colourAt(shown.productImage!.medium)).toBe('green');
    expect(await colourAt(shown.productImage!.images[1])).toBe('white');
    // The image Notion no longer names is gone.
    expect((await t.app.inject({ url: sideImage })).statusCode).toBe(404);
    // Only the images changed, and still the product's page and the lists that show its photo expire.
    expect(tags).toHaveBeenCalledWith([
      TAGS.products(stores.A.tenant),
      TAGS.product(stores.A.tenant, productId),
    ]);
    expect(changed).toHaveBeenCalledWith(stores.A.tenant, []);
    tags.mockRestore();
    changed.mockRestore();
    const [connection] = await t.app.db
      .select()
      .from(notionConnections)
      .where(eq(notionConnections.tenantId, stores.A.tenant));
    expect(connection.lastSyncResult).toMatchObject({ imagesUpdated: 1, imageErrors: [] });
  });

  it('an image that cannot be brought in is reported, its product lands without it, and it is tried again on the next pull', async () => {
    fake.hostFile('notes.txt', Buffer.from('Ring sizes: 5, 6, 7\n'), 'text/plain');
    fake.hostFile(
      'huge.png',
      Buffer.concat([await solid('#d00000', 'png'), Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]),
    );
    fake.hostFile('half-good.png', await solid('#d00000', 'png'));
    const rows = [
      {
        id: randomUUID(),
        properties: productRecord(
          'Notion Missing Image Ring',
          31,
          2,
          filesProperty(externalFile('gone.png')),
        ),
      },
      {
        id: randomUUID(),
        properties: productRecord('Notion Text Ring', 32, 2, filesProperty(notionFile('notes.txt'))),
      },
      {
        id: randomUUID(),
        properties: productRecord('Notion Huge Ring', 33, 2, filesProperty(notionFile('huge.png'))),
      },
      {
        id: randomUUID(),
        properties: productRecord(
          'Notion Half Ring',
          34,
          2,
          filesProperty(notionFile('half-good.png'), externalFile('gone.png')),
        ),
      },
      {
        id: randomUUID(),
        properties: productRecord('Notion Link Ring', 35, 2, {
          ProductImage: { id: 'u', type: 'url', url: fake.hostedUrl('gone.png') },
        }),
      },
    ];
    fake.databases.get(databaseIdsA.products)!.rows.push(...rows);
    const failures = [
      {
        pageId: rows[0].id,
        name: 'Notion Missing Image Ring',
        image: fake.hostedUrl('gone.png'),
        reason: IMAGE_FETCH_MESSAGES.status(404),
      },
      {
        pageId: rows[1].id,
        name: 'Notion Text Ring',
        image: fake.hostedUrl('notes.txt'),
        reason: IMAGE_FETCH_MESSAGES.notAnImage,
      },
      {
        pageId: rows[2].id,
        name: 'Notion Huge Ring',
        image: fake.hostedUrl('huge.png'),
        reason: IMAGE_FETCH_MESSAGES.tooLarge(PRODUCT_IMAGE_MAX_BYTES),
      },
      {
        pageId: rows[3].id,
        name: 'Notion Half Ring',
        image: fake.hostedUrl('gone.png'),
        reason: IMAGE_FETCH_MESSAGES.status(404),
      },
      {
        pageId: rows[4].id,
        name: 'Notion Link Ring',
        image: fake.hostedUrl('gone.png'),
        reason: IMAGE_FETCH_MESSAGES.status(404),
      },
    ];

    const pulled = await pull();
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json()).toMatchObject({ created: 5, updated: 0, imagesUpdated: 0, imageErrors: failures });
    for (const [index, row] of rows.entries()) {
      const product = await productOfPage(row.id);
      expect(product).toMatchObject({
        priceCents: (31 + index) * 100,
        totalInventory: 2,
        notionImageKeys: null,
      });
      // In the shop, without an image: not half of one, not the good half of a pair.
      expect((await shopProduct(product.id)).productImage).toBeNull();
    }

    // Tried again on the next pull, and reported again.
    const before = fake.fileRequests.length;
    const again = await pull();
    expect(again.json()).toMatchObject({ created: 0, updated: 0, imagesUpdated: 0, imageErrors: failures });
    expect(fake.fileRequests.slice(before).filter((url) => pathOf(url) === '/files/gone.png')).toHaveLength(
      3,
    );

    // Once the missing file is there, the products that lacked only it get their images.
    fake.hostFile('gone.png', await solid('#0000d0', 'png'));
    const fixed = await pull();
    expect(fixed.json()).toMatchObject({ imagesUpdated: 3, imageErrors: [failures[1], failures[2]] });
    const half = await shopProduct((await productOfPage(rows[3].id)).id);
    expect(half.productImage!.images).toHaveLength(2);
    expect(await colourAt(half.productImage!.medium)).toBe('red');
    expect(await colourAt(half.productImage!.images[1])).toBe('blue');
    expect(
      await colourAt((await shopProduct((await productOfPage(rows[4].id)).id)).productImage!.medium),
    ).toBe('blue');
  });
});

describe('variants from Notion', () => {
  const variantsText = (text: string) => ({
    Variants: { id: 'v', type: 'rich_text', rich_text: [{ plain_text: text }] },
  });

  it('reads a "Variants" text into the product’s variants, keeps same-named ones, and skips one it cannot read', async () => {
    const database = fake.databases.get(databaseIdsA.products)!;
    const sized = {
      id: randomUUID(),
      properties: productRecord('Notion Sized Ring', 60, 9, variantsText('Size 6: 2\nSize 7: 0 @ 70.00')),
    };
    const unreadable = {
      id: randomUUID(),
      properties: productRecord('Notion Odd Ring', 60, 1, variantsText('Size 6 = two')),
    };
    database.rows.push(sized, unreadable);
    const first = await pull();
    expect(first.json().skipped).toContainEqual({
      pageId: unreadable.id,
      reason: expect.stringMatching(/^Variants must be/),
    });
    const productId = (await productOfPage(sized.id)).id;
    const product = await shopProduct(productId);
    expect(product.variants).toEqual([
      {
        id: expect.any(String),
        name: 'Size 6',
        sku: null,
        price: null,
        totalInventory: 2,
        weightGrams: null,
        optionValues: [],
      },
      {
        id: expect.any(String),
        name: 'Size 7',
        sku: null,
        price: 70,
        totalInventory: 0,
        weightGrams: null,
        optionValues: [],
      },
    ]);
    // The sum, not the row's TotalInventory.
    expect(product.totalInventory).toBe(2);

    sized.properties = productRecord(
      'Notion Sized Ring',
      60,
      9,
      variantsText('Size 6: 5; Size 8: unlimited'),
    );
    const second = await pull();
    expect(second.json()).toMatchObject({ updated: 1 });
    const after = await shopProduct(productId);
    expect(after.variants.map((v: { name: string }) => v.name)).toEqual(['Size 6', 'Size 8']);
    expect(after.variants[0].id).toBe(product.variants[0].id);
    expect(after.totalInventory).toBeNull();
    database.rows.splice(database.rows.indexOf(unreadable), 1);
  });
});

describe('pushing orders to Notion', () => {
  it('an order, its customer and its notification survive a 429 and a 500 and reach Notion once each', async () => {
    fake.createFailures.push({ status: 429, retryAfter: 2 }, { status: 500 });
    const createdBefore = fake.created.length;
    const order = await placePaidOrder(t, stores.headers('A'), 'ada.notion@example.test');
    await t.app.notionOutbox.settled();

    const rowsOf = () =>
      t.app.db.select().from(notionOutbox).where(eq(notionOutbox.tenantId, stores.A.tenant));
    let rows = await rowsOf();
    expect(rows.map((row) => row.kind).sort()).toEqual(['customers', 'notifications', 'orders']);
    // Rate limited: nothing sent, nothing lost, all of the store's rows wait what Notion asked.
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    const limited = rows.find((row) => row.attempts === 1)!;
    expect(limited.lastError).toMatch(/^429/);
    const firstTry = limited.nextAttemptAt.getTime();
    expect(fake.created.length).toBe(createdBefore);

    // Too early: Retry-After is respected.
    expect(await drainNotionOutbox(t.app, { now: new Date(firstTry - 1000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });

    const second = await drainNotionOutbox(t.app, { now: new Date(firstTry) });
    expect(second).toEqual({ sent: 2, retrying: 1, failed: 0 });
    rows = await rowsOf();
    const failedOnce = rows.find((row) => row.status === 'pending')!;
    expect(failedOnce.lastError).toMatch(/^500/);
    // Backed off, not retried at once.
    expect(failedOnce.nextAttemptAt.getTime()).toBeGreaterThan(firstTry + 10_000);

    const third = await drainNotionOutbox(t.app, { now: failedOnce.nextAttemptAt });
    expect(third).toEqual({ sent: 1, retrying: 0, failed: 0 });
    rows = await rowsOf();
    expect(rows.every((row) => row.status === 'sent' && row.notionPageId)).toBe(true);

    const pushed = fake.created.slice(createdBefore);
    expect(pushed).toHaveLength(3);
    const orderPage = pushed.find((page) => page.dataSourceId === databaseIdsA.orders)!;
    expect(orderPage.properties).toMatchObject({
      Name: { title: [{ text: { content: order.orderId } }] },
      Status: { select: { name: 'Paid' } },
    });
    expect(pushed.find((page) => page.dataSourceId === databaseIdsA.notifications)?.properties).toMatchObject(
      { Name: { title: [{ text: { content: `New order ${order.orderId}` } }] } },
    );
    expect(pushed.find((page) => page.dataSourceId === databaseIdsA.customers)?.properties).toMatchObject({
      Email: { email: 'ada.notion@example.test' },
    });

    // Nothing left to send: a later drain writes nothing twice.
    expect(await drainNotionOutbox(t.app, { now: new Date(Date.now() + 86_400_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });
});

describe('two stores', () => {
  it('store B sees none of store A’s workspace, and its own calls never reach A’s', async () => {
    expect((await t.app.inject({ url: '/api/admin/notion-status', headers: B() })).json()).toEqual({
      configured: true,
      connected: false,
      workspaceName: null,
    });
    expect((await t.app.inject({ url: '/api/admin/notion-connection', headers: B() })).json()).toMatchObject({
      connected: false,
      notionDatabaseIds: { products: null, orders: null },
    });
    expect((await t.app.inject({ url: '/api/notion-auth/databases', headers: B() })).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/notion-sync/products', headers: B() }))
        .statusCode,
    ).toBe(409);
    // B cannot link A's databases: it is not connected, and A's ids are not shared with any B token.
    const linking = await t.app.inject({
      method: 'POST',
      url: '/api/notion-auth/connect-databases',
      headers: B(),
      payload: databaseIdsA,
    });
    expect(linking.statusCode).toBe(409);
    // B disconnecting leaves A connected.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notion-auth/disconnect', headers: B() })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/notion-status', headers: A() })).json().connected).toBe(
      true,
    );
    const bProducts = await t.app.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, stores.B.tenant), isNotNull(products.notionPageId)));
    expect(bProducts).toHaveLength(0);
  });
});

describe('disconnecting', () => {
  it('forgets the token, revokes it at Notion, and the store reads as not connected', async () => {
    const done = await t.app.inject({ method: 'POST', url: '/api/notion-auth/disconnect', headers: A() });
    expect(done.statusCode).toBe(200);
    expect(fake.revoked).toContain(tokenA);
    expect(fake.tokenIsLive(tokenA)).toBe(false);
    expect(
      await t.app.db.select().from(notionConnections).where(eq(notionConnections.tenantId, stores.A.tenant)),
    ).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/notion-auth/connection-status', headers: A() })).json()).toEqual({
      configured: true,
      connected: false,
      workspaceName: null,
    });
    const databases = await t.app.inject({ url: '/api/notion-auth/databases', headers: A() });
    expect(databases.statusCode).toBe(409);
    expect(databases.json().error).toBe(NOTION_MESSAGES.notConnected);
    // Products pulled before stay in the shop.
    expect(
      (
        await t.app.db
          .select()
          .from(products)
          .where(and(eq(products.tenantId, stores.A.tenant), isNotNull(products.notionPageId)))
      ).length,
    ).toBe(257); // 250 + 1 + 5 pulled above, and the ring sold in sizes
  });
});

describe('without a Notion integration', () => {
  it('says it is not configured and refuses to start connecting with a clear message', async () => {
    const bare = await buildTestApp();
    try {
      const [owner] = [await (await import('./support/build-app')).bearerFor(bare.app, 'owner@demo.test')];
      const headers = { 'x-tenant-id': 'demo', ...owner };
      expect((await bare.app.inject({ url: '/api/admin/notion-status', headers })).json()).toEqual({
        configured: false,
        connected: false,
        workspaceName: null,
      });
      const start = await bare.app.inject({ method: 'POST', url: '/api/notion-auth/authorize', headers });
      expect(start.statusCode).toBe(409);
      expect(start.json()).toMatchObject({
        error: NOTION_MESSAGES.notConfigured,
        code: 'NOTION_NOT_CONFIGURED',
      });
      const exchanged = await bare.app.inject({
        method: 'POST',
        url: '/api/notion-auth/exchange-code',
        headers,
        payload: { code: 'x', state: 'y' },
      });
      expect(exchanged.statusCode).toBe(409);
    } finally {
      await bare.close();
    }
  });
});
