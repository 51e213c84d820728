/**
 * The shop's loader when nothing answers (storefront spec §4, §8): featured products that fail
 * after their retries, with no backup to serve them, say 'Failed to load products after {n}
 * attempts: {message}'; the regular list ends silently.
 */
import { FeaturedLoadError, loadProductPage } from '@/lib/catalog/load-products';
import { toBackupRecord } from '@/lib/backup';
import { answer } from '@/tests/support/fetch-answer';
import { makeProduct } from '../components/fixtures';

const realFetch = global.fetch;
let calls: string[];

/** The BFF answers `listStatus` to list calls; backup files are there only when `backup` is given. */
function serve(listStatus: number, backup?: unknown) {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    if (url.startsWith('/backups/')) return answer(backup ? 200 : 404, backup ?? null) as unknown as Response;
    return answer(listStatus, { error: 'down', code: 'INTERNAL_ERROR' }) as unknown as Response;
  }) as typeof fetch;
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('featured products that cannot be loaded', () => {
  it('fail after 3 attempts (2 retries) with the spec’s message, when no backup serves them', async () => {
    serve(503);
    const failure = loadProductPage('featured', 'no-backup-store');
    await expect(failure).rejects.toBeInstanceOf(FeaturedLoadError);
    await expect(failure).rejects.toThrow(
      'Failed to load products after 3 attempts: /api/products/featured?limit=48 answered 503',
    );
    expect(calls.filter((url) => url.startsWith('/api/products/featured'))).toHaveLength(3);
  }, 15_000);

  it('name one attempt when the answer is not worth retrying', async () => {
    serve(404);
    await expect(loadProductPage('featured', 'another-store')).rejects.toThrow(
      'Failed to load products after 1 attempts: /api/products/featured?limit=48 answered 404',
    );
  });

  it('are served from the newest backup when there is one, without a message', async () => {
    const ring = makeProduct({ featured: true, tenantId: 'backup-store' });
    serve(404, { products: [toBackupRecord(ring)] });
    const page = await loadProductPage('featured', 'backup-store');
    expect(page.dataSource).toBe('backup');
    expect(page.products.map((product) => product.name)).toEqual(['Tide Line Ring']);
  });
});

describe('regular products that cannot be loaded', () => {
  it('end the list silently: an empty last page, no error', async () => {
    serve(404);
    await expect(loadProductPage('regular', 'quiet-store')).resolves.toEqual({
      products: [],
      dataSource: 'backup',
      nextCursor: null,
    });
  });
});
