/**
 * The catalog import as an outsider probes it: hostile and random files are answered with a 4xx
 * `{ error, code }` naming the file or with a report, never a 5xx, and nothing is written; a file
 * naming another store's products (by ID or SKU) never reaches them; the export carries only the
 * asking store's catalog.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { bearerFor, buildTestApp, demo, type TestApp } from '../support/build-app';

let t: TestApp;
let demoOwner: Record<string, string>;
let northOwner: Record<string, string>;
const north = { 'x-tenant-id': 'north' };
const SEED = Number(process.env.PROBE_SEED ?? 20261126);

beforeAll(async () => {
  t = await buildTestApp();
  [demoOwner, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
}, 60_000);
afterAll(() => t?.close());

/** A multipart/form-data body, as a browser's FormData sends it; `name` is the part's field. */
function form(data: Buffer, { name = 'file', filename = 'products.csv', type = 'text/csv' } = {}) {
  const boundary = `----sitka${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function importFile(
  data: Buffer | string,
  dryRun: boolean,
  store: { tenant: Record<string, string>; owner: Record<string, string> } = {
    tenant: demo,
    owner: demoOwner,
  },
  options: Parameters<typeof form>[1] = {},
) {
  const body = form(Buffer.from(data), options);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { ...store.tenant, ...store.owner, ...body.headers },
    payload: body.payload,
  });
}

const exportOf = async (tenant: Record<string, string>, owner: Record<string, string>) =>
  (await t.app.inject({ url: '/api/admin/products/export', headers: { ...tenant, ...owner } })).body;

/** A refusal as every route gives one: a 4xx with `{ error, code }`. */
function expectRefusal(response: Awaited<ReturnType<typeof importFile>>, why: string) {
  expect({ why, status: response.statusCode }).toEqual({ why, status: expect.any(Number) });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json();
  expect(typeof body.error).toBe('string');
  expect(typeof body.code).toBe('string');
}

const header = 'Title,Variant SKU,Variant Price,Variant Inventory Qty';
const HOSTILE: [string, Buffer | string][] = [
  ['an empty file', ''],
  ['only a byte-order mark', '\uFEFF'],
  ['a header naming no known column', 'Colour,Size\nred,M\n'],
  ['an unclosed quote', `${header}\n"Bowl,SKU-1,1.00,1\n`],
  ['rows of different widths', `${header}\nBowl,SKU-1\n`],
  ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  [
    'invalid UTF-8',
    Buffer.concat([
      Buffer.from(`${header}\n`),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from(',S,1,1\n'),
    ]),
  ],
  ['a price with an exponent', `${header}\nBowl,SKU-E,1e9,1\n`],
  ['a negative stock', `${header}\nBowl,SKU-N,1.00,-1\n`],
  ['a formula for a title', `${header}\n=HYPERLINK("http://x"),,1.00,\n`],
  ['10,001 rows', `Title\n${'x\n'.repeat(10_001)}`],
  ['a row of a million commas', `Title\n${','.repeat(1_000_000)}\n`],
];

describe('the catalog import, probed', () => {
  it.each(HOSTILE)(
    'answers %s with a report or a 4xx, never a 5xx; a file with a problem writes nothing',
    async (why, data) => {
      const before = await exportOf(demo, demoOwner);
      const dry = await importFile(data, true);
      expect({ why, status: dry.statusCode }).toEqual({ why, status: expect.any(Number) });
      expect(dry.statusCode).toBeLessThan(500);
      if (dry.statusCode !== 200) expectRefusal(dry, why);
      expect(await exportOf(demo, demoOwner)).toBe(before);

      const applied = await importFile(data, false);
      expect({ why, status: applied.statusCode }).toEqual({ why, status: expect.any(Number) });
      expect(applied.statusCode).toBeLessThan(500);
      const clean = dry.statusCode === 200 && dry.json().summary.error === 0;
      if (clean) return expect(applied.statusCode).toBe(200);
      // Any problem, in the file or in one row: refused whole, nothing written.
      expectRefusal(applied, why);
      expect(await exportOf(demo, demoOwner)).toBe(before);
    },
  );

  it('answers a file under another name, two files, or a text field alone without a 5xx', async () => {
    const other = await importFile(`${header}\nBowl,SKU-F,1.00,1\n`, true, undefined, { name: 'upload' });
    expect(other.statusCode).toBeLessThan(500);
    if (other.statusCode !== 200) expectRefusal(other, 'another field');

    const boundary = '----sitka-twice';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nTitle\r\nA\r\n`;
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=false',
      headers: { ...demo, ...demoOwner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part}${part}--${boundary}--\r\n`,
    });
    expect(twice.statusCode).toBeLessThan(500);
    if (twice.statusCode !== 200) expectRefusal(twice, 'two files');

    const textOnly = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=true',
      headers: { ...demo, ...demoOwner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nTitle\r\n--${boundary}--\r\n`,
    });
    expectRefusal(textOnly, 'a text field');
    expect(textOnly.json().field).toBe('file');
  });

  it('refuses a cell holding a NUL character by its row and column, and writes nothing', async () => {
    const before = await exportOf(demo, demoOwner);
    const file = 'Title,Variant Price\nFine,1.00\nBad\u0000name,2.00\n';
    for (const dryRun of [true, false]) {
      const response = await importFile(file, dryRun);
      expect(response.statusCode).toBeLessThan(500);
      const rows = response.json().rows as { row: number; errors: { column: string }[] }[];
      expect(rows.find((row) => row.row === 3)?.errors[0]?.column).toBe('Title');
    }
    expect(await exportOf(demo, demoOwner)).toBe(before);
  });

  it(`answers random bytes with a report or a 4xx, never a 5xx (seed ${SEED})`, async () => {
    const before = await exportOf(demo, demoOwner);
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 600 }), async (bytes) => {
        const response = await importFile(Buffer.from(bytes), true);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== 200) expectRefusal(response, 'random bytes');
      }),
      { seed: SEED, numRuns: 40 },
    );
    expect(await exportOf(demo, demoOwner)).toBe(before);
  });

  it('never reaches another store’s product by its ID or its SKU, and exports only the own store', async () => {
    const northExport = await exportOf(north, northOwner);
    const northProduct = (await t.app.inject({ url: '/api/products?limit=1', headers: north })).json()
      .products[0] as { id: string; name: string };
    // Give north's product a SKU, then name it from demo.
    const editable = (
      await t.app.inject({
        url: `/api/admin/products/${northProduct.id}`,
        headers: { ...north, ...northOwner },
      })
    ).json();
    const sku = `NORTH-${Date.now()}`;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${northProduct.id}`,
      headers: { ...north, ...northOwner },
      payload: { version: editable.version, sku },
    });
    expect(set.statusCode).toBe(200);
    const northBefore = await exportOf(north, northOwner);
    expect(northBefore).not.toBe(northExport);

    const byId = await importFile(`ID,Title,Variant Price\n${northProduct.id},Taken,1.00\n`, false);
    expectRefusal(byId, 'another store’s ID');
    expect(byId.json().rows[0].errors[0].column).toBe('ID');

    // The same SKU in demo is a new product of demo's own.
    const bySku = `Title,Variant SKU,Variant Price\nDemo's namesake,${sku},2.00\n`;
    const planned = (await importFile(bySku, true)).json().rows[0];
    expect(planned).toMatchObject({ action: 'create' });
    expect(planned.id ?? null).toBeNull();
    expect((await importFile(bySku, false)).statusCode).toBe(200);
    expect(await exportOf(north, northOwner)).toBe(northBefore);

    const demoExport = await exportOf(demo, demoOwner);
    expect(demoExport).toContain(sku);
    expect(demoExport).not.toContain(northProduct.id);
    expect(demoExport).not.toContain(northProduct.name);
  });
});
