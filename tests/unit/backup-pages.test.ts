/**
 * While the api is down the shop still pages: the BFF answers the catalog's list calls with pages
 * of the newest backup, with the same cursors, and a walk through them finds every piece once.
 * The api is a local stand-in that fails the list calls and serves the backup file.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { pageOfBackup } from '@/lib/catalog/backup-page';
import { encodeCursor } from '@/lib/catalog/cursor';
import type { Product } from '@/lib/schemas/product';

// Outside Next there is no data cache: the backup is read afresh for each page.
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const records = Array.from({ length: 130 }, (_, n) => ({
  id: uuid(n),
  name: `Piece ${n}`,
  price: 10 + n,
  featured: n % 10 === 0,
  archived: n === 7,
}));
const listedIds = (keep: (record: (typeof records)[number]) => boolean) =>
  records.filter((record) => !record.archived && keep(record)).map((record) => record.id);

const asked: string[] = [];
let api: http.Server;
let route: typeof import('@/app/api/[...path]/route');
let dataDir: string;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api.test');
    asked.push(url.pathname);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/tenants/resolve') return send(200, { tenantId: 'demo' });
    if (url.pathname === '/api/backups/newest')
      return send(200, { products: records }, { 'x-backup-file': 'notion-backup-2026-11-01.json' });
    send(503, { error: 'Database unavailable', code: 'UNAVAILABLE' });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-backup-pages-'));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.DATA_DIR = dataDir;
  process.env.NEXTAUTH_SECRET = 'backup-pages-test-secret-0123456789';
  process.env.DEFAULT_TENANT = 'demo';
  route = await import('@/app/api/[...path]/route');
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function bffPage(list: string, query: string) {
  const url = new URL(`http://shop.test/api/products/${list}?${query}`);
  const request = new NextRequest(url, { headers: { host: 'shop.test' } });
  const response = await route.GET(request, { params: Promise.resolve({ path: ['products', list] }) });
  return { status: response.status, body: await response.json() };
}

describe('the BFF while the api is down', () => {
  it('pages the backup like the api: every regular piece once, in the backup’s order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const { status, body } = await bffPage('regular', `limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      expect(body.dataSource).toBe('backup');
      expect(body.products.length).toBeLessThanOrEqual(25);
      seen.push(...body.products.map((product: Product) => product.id));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    expect(seen).toEqual(listedIds((record) => !record.featured));
    expect(asked).toContain('/api/products/regular');
  });

  it('answers a caller that does not page with the first page only', async () => {
    const { body } = await bffPage('featured', '');
    expect(body.products.map((product: Product) => product.id)).toEqual(
      listedIds((record) => record.featured),
    );
    expect(body.nextCursor).toBeNull();
  });

  it('still refuses a cursor it never gave, naming the field', async () => {
    const { status, body } = await bffPage('regular', 'cursor=not*a*cursor');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'cursor' });
  });
});

describe('a page of a backup', () => {
  const backup: Product[] = records
    .filter((record) => !record.archived)
    .map((record) => ({
      ...record,
      description: '',
      size: null,
      totalInventory: null,
      Metal: [],
      Gemstone: [],
      productImage: null,
      dataSource: 'backup',
      tenantId: 'demo',
    }));

  it('continues after the product a live cursor names', () => {
    const live = encodeCursor({ sortOrder: 41, name: 'Piece 41', id: uuid(41) });
    const page = pageOfBackup(backup, 'regular', { limit: 3, cursor: live });
    expect(page.products.map((product) => product.id)).toEqual([uuid(42), uuid(43), uuid(44)]);
  });

  it('starts from the top when the backup lacks the cursor’s product', () => {
    const gone = encodeCursor({ sortOrder: 0, name: 'Gone', id: uuid(999) });
    expect(pageOfBackup(backup, 'all', { limit: 2, cursor: gone }).products.map((p) => p.id)).toEqual([
      uuid(0),
      uuid(1),
    ]);
  });
});
