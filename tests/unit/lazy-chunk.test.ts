import fs from 'node:fs';
import path from 'node:path';
import { isChunkLoadError } from '@/lib/app-shell/chunk-reload';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import { LAZY_CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants/app-shell';

describe('a lazily loaded chunk', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fails as a ChunkLoadError once the spec’s 120 s have passed, not before', async () => {
    expect(LAZY_CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const outcome = jest.fn();
    withChunkTimeout(new Promise(() => {})).then(
      () => outcome('loaded'),
      (error: unknown) => outcome(error),
    );
    await jest.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    const error = outcome.mock.calls[0][0];
    expect(isChunkLoadError(error)).toBe(true);
    expect(error.message).toBe('Loading chunk timed out after 120000 ms');
  });

  it('passes on a chunk that arrives in time, and a load’s own failure as it is', async () => {
    await expect(withChunkTimeout(Promise.resolve({ Chart: 'chart' }))).resolves.toEqual({ Chart: 'chart' });
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(withChunkTimeout(Promise.reject(failure))).rejects.toBe(failure);
  });
});

const root = path.resolve(__dirname, '../..');

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

it('every chunk the browser loads lazily goes through the timeout', () => {
  const unwrapped = ['app', 'components'].flatMap(sourcesOf).flatMap((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    // Each `import(` with what stands before it: `withChunkTimeout(` or, for a type, `typeof`.
    const loads = [...source.matchAll(/(\S*)\s*\bimport\(/g)];
    return loads
      .filter(([, before]) => !before.endsWith('withChunkTimeout(') && before !== 'typeof')
      .map(() => file);
  });
  expect(unwrapped).toEqual([]);
  // And the places that do load chunks are found at all.
  const wrapped = ['app', 'components']
    .flatMap(sourcesOf)
    .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('withChunkTimeout(import('));
  expect(wrapped).toEqual(
    expect.arrayContaining([
      'components/admin/analytics/analytics-screen.tsx',
      'components/checkout/card-payment.tsx',
      'components/store/backorder-offer.tsx',
      'components/store/realtime-provider.tsx',
    ]),
  );
});
