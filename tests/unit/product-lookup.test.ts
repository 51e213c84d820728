/**
 * The product page's read (storefront spec §4, §7, §8): the api has its 3 s race (shortened here);
 * a lost race is logged as 'Server timeout' and the newest backup answers. An answer without a name
 * or a price is the invalid state, 'Invalid product data received'.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));

const SLOW = '11111111-1111-4111-8111-111111111111';
const NAMELESS = '22222222-2222-4222-8222-222222222222';
const PRICELESS = '33333333-3333-4333-8333-333333333333';
const backup = {
  products: [{ id: SLOW, name: 'Tide Line Ring', price: 45, description: 'Sterling silver.' }],
};
const live = (id: string, overrides: object) => ({
  id,
  name: 'Kelp Pendant',
  price: 60,
  description: 'A pendant on a fine chain.',
  size: null,
  totalInventory: 2,
  Metal: [],
  Gemstone: [],
  featured: false,
  archived: false,
  productImage: null,
  tenantId: 'demo',
  ...overrides,
});

let api: http.Server;
let dataDir: string;
let getProduct: typeof import('@/lib/api/products').getProduct;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const url = req.url ?? '/';
    if (url === '/api/backups/newest')
      return send(200, backup, { 'x-backup-file': 'notion-backup-2026-11-01.json' });
    if (url === `/api/products/${SLOW}`) return void setTimeout(() => send(200, live(SLOW, {})), 1_000);
    if (url === `/api/products/${NAMELESS}`) return send(200, live(NAMELESS, { name: '' }));
    if (url === `/api/products/${PRICELESS}`) return send(200, live(PRICELESS, { price: undefined }));
    send(404, { error: 'Product not found', code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-product-lookup-'));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.DATA_DIR = dataDir;
  process.env.PRODUCT_TIMEOUT_MS = '300';
  ({ getProduct } = await import('@/lib/api/products'));
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
  await fs.rm(dataDir, { recursive: true, force: true });
});

afterEach(() => jest.restoreAllMocks());

describe('the product page’s read', () => {
  it('logs "Server timeout" when the api loses the race, and the backup answers', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await getProduct('demo', SLOW);
    expect(result).toMatchObject({ dataSource: 'backup', product: { name: 'Tide Line Ring', price: 45 } });
    expect(warn).toHaveBeenCalledWith(
      '[WARNING] [catalog] Server timeout',
      expect.objectContaining({ productId: SLOW, fallback: 'backup' }),
    );
  });

  it.each([
    ['without a name', NAMELESS],
    ['without a price', PRICELESS],
  ])('answers the invalid state for data %s', async (_case, id) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(getProduct('demo', id)).resolves.toEqual({ invalid: 'Invalid product data received' });
    expect(error).toHaveBeenCalledWith('[ERROR] [catalog] Invalid product data received', expect.anything());
  });

  it('answers null (not found) for a product the api does not know', async () => {
    await expect(getProduct('demo', '44444444-4444-4444-8444-444444444444')).resolves.toBeNull();
  });
});
