/**
 * The big-catalog scenario: the same figures for the 25-product demo store and for a store of
 * 10,000 products beside 100 others, each over its own database, api and web server in one run.
 * /shop's first-load HTML and p99 at a fixed rate; the regular-products answer's size and p99; the
 * search box's suggestions p99; the owner's list p90 for a search and for a sort on its last page;
 * the sitemap's time; and the api's peak memory (the highest resident size its process reached).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { serviceEnvironment } from '../lib/environment';
import {
  clearRuntimeCache,
  migrateAndSeed,
  runToEnd,
  startApi,
  startWeb,
  stop,
  waitForHttp,
} from '../lib/processes';
import { peakMemoryMb } from './process-stats';
import { measureAtRate } from './measure';
import { BIG_STORE } from './seed-big-catalog';

const API_PORT = 4210;
const WEB_PORT = 3210;
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** Fixed offered loads (requests a second), and the search typed. */
const RATES = { shop: 100, regular: 20, suggestions: 50, owner: 20 } as const;
const SEARCH_TEXT = 'moon';

export type ScaleFigures = {
  products: number;
  shopBytes: number;
  shopP99: number;
  regularBytes: number;
  regularP99: number;
  suggestionsP99: number;
  ownerSearchP90: number;
  ownerSortP90: number;
  /** The same three one request at a time: the server's own time, less the machine's queueing. */
  alone: { shopP99: number; suggestionsP99: number; ownerSearchP90: number; ownerSortP90: number };
  /** Next's cache state of the measured /shop answer (HIT, STALE, MISS). */
  shopCache: string;
  /** Load average (1 min) when the store's measurements ended. */
  load: number;
  sitemapFirstMs: number;
  sitemapMs: number;
  sitemapUrls: number;
  apiPeakMb: number;
  /** The whole catalog as CSV, and 1,000 new products brought in from one (applied, one transaction). */
  exportMs: number;
  /** A dry run of a 10,000-row file (Shopify's multi-row form): read and planned, nothing written. */
  dryRun10000Ms: number;
  import1000Ms: number;
  /** An import job of 2,000 new products, 100 with an image from a local host: taken in to its last image. */
  importJobMs: number;
  /** The same job until its last product was written (its images still to come). */
  importJobRowsMs: number;
};

/** One GET with a Host header of our choosing (fetch would not send it): status, bytes, time. */
function get(url: string, headers: Record<string, string>) {
  const started = performance.now();
  return new Promise<{ status: number; body: Buffer; ms: number; cache: string }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            cache: String(response.headers['x-nextjs-cache'] ?? '-'),
            ms: performance.now() - started,
          }),
        );
      })
      .on('error', reject);
  });
}

/** `count` requests one after another: the latency at quantile `q`, in ms. */
async function oneAtATime(url: string, headers: Record<string, string>, q: number, count = 200) {
  const times: number[] = [];
  for (let run = 0; run < count; run += 1) times.push((await get(url, headers)).ms);
  times.sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.floor(q * times.length))];
}

async function ownerToken(store: { id: string; admin: string; password: string }): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': store.id },
    body: JSON.stringify({ email: store.admin, password: store.password }),
  });
  if (!response.ok) throw new Error(`owner sign-in for ${store.id} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

type Store = { id: string; host: string; admin: string; password: string };

/** Every figure for one store, with the servers up. */
async function measureStore(store: Store, api: ChildProcess): Promise<ScaleFigures> {
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  const webUrl = `http://127.0.0.1:${WEB_PORT}`;
  const tenant = { 'x-tenant-id': store.id };
  const host = { host: `${store.host}:${WEB_PORT}` };

  const sitemap = await get(`${webUrl}/sitemap.xml`, host);
  const sitemapRepeats: number[] = [];
  for (let run = 0; run < 5; run += 1) sitemapRepeats.push((await get(`${webUrl}/sitemap.xml`, host)).ms);
  // The first visit renders and caches the page; shoppers then get the cached one.
  for (let visit = 0; visit < 2; visit += 1) await get(`${webUrl}/shop`, host);
  const shop = await get(`${webUrl}/shop`, host);
  if (shop.status !== 200) throw new Error(`/shop of ${store.id} answered ${shop.status}`);
  const regular = await get(`${apiUrl}/api/products/regular`, tenant);

  const owner = { ...tenant, authorization: `Bearer ${await ownerToken(store)}` };
  const firstPage = await get(`${apiUrl}/api/admin/products?pageSize=25`, owner);
  const { totalPages, total } = JSON.parse(firstPage.body.toString()) as {
    totalPages: number;
    total: number;
  };

  const suggestUrl = `${apiUrl}/api/products/search?q=${SEARCH_TEXT}&pageSize=5`;
  const searchUrl = `${apiUrl}/api/admin/products?q=${SEARCH_TEXT}&pageSize=25`;
  const sortUrl = `${apiUrl}/api/admin/products?sort=price&dir=desc&pageSize=25&page=${totalPages}`;
  const alone = {
    shopP99: await oneAtATime(`${webUrl}/shop`, host, 0.99),
    suggestionsP99: await oneAtATime(suggestUrl, tenant, 0.99),
    ownerSearchP90: await oneAtATime(searchUrl, owner, 0.9),
    ownerSortP90: await oneAtATime(sortUrl, owner, 0.9),
  };
  const shopAtRate = await measureAtRate(`${webUrl}/shop`, RATES.shop, { headers: host });
  const regularAtRate = await measureAtRate(`${apiUrl}/api/products/regular`, RATES.regular, {
    headers: tenant,
  });
  const suggestions = await measureAtRate(suggestUrl, RATES.suggestions, { headers: tenant });
  const ownerSearch = await measureAtRate(searchUrl, RATES.owner, { headers: owner });
  const ownerSort = await measureAtRate(sortUrl, RATES.owner, { headers: owner });
  for (const [name, run] of Object.entries({
    shopAtRate,
    regularAtRate,
    suggestions,
    ownerSearch,
    ownerSort,
  }))
    if (run.errors || run.non2xx)
      console.log(`  (${store.id} ${name}: ${run.errors} errors, ${run.non2xx} non-2xx)`);

  const csv = await timeCatalogCsv(apiUrl, owner);
  const { importJobMs, importJobRowsMs } = await timeImportJob(apiUrl, owner);

  return {
    ...csv,
    importJobMs,
    importJobRowsMs,
    products: total,
    shopBytes: shop.body.length,
    shopCache: shop.cache,
    shopP99: shopAtRate.p99,
    regularBytes: regular.body.length,
    regularP99: regularAtRate.p99,
    suggestionsP99: suggestions.p99,
    ownerSearchP90: ownerSearch.p90,
    ownerSortP90: ownerSort.p90,
    alone,
    load: os.loadavg()[0],
    sitemapFirstMs: sitemap.ms,
    sitemapMs: [...sitemapRepeats].sort((a, b) => a - b)[2],
    sitemapUrls: (sitemap.body.toString().match(/<loc>/g) ?? []).length,
    apiPeakMb: peakMemoryMb(api.pid),
  };
}

/** Uploads a catalog file as the import screen does: when it was sent, and the (2xx) answer. */
async function postCatalogFile(
  apiUrl: string,
  owner: Record<string, string>,
  csv: string,
  dryRun: boolean,
  what: string,
): Promise<{ response: Response; started: number }> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api/admin/products/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: owner,
    body: form,
  });
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return { response, started };
}

/**
 * A dry run of 10,000 rows in Shopify's multi-row form: 2,500 products in four sizes each, every
 * product's first row carrying its title, body and option name, the others a size's SKU and price.
 */
async function timeDryRun(apiUrl: string, owner: Record<string, string>): Promise<number> {
  const sizes = ['S', 'M', 'L', 'XL'];
  const rows = Array.from({ length: DRY_RUN_ROWS / sizes.length }, (_, i) =>
    sizes.map((size, s) =>
      s === 0
        ? `dry-piece-${i},Dry piece ${i},<p>Thrown <strong>by hand</strong></p>,Size,${size},DRY-${i}-${size},24.00,3`
        : `dry-piece-${i},,,,${size},DRY-${i}-${size},24.00,3`,
    ),
  ).flat();
  const csv = [
    'Handle,Title,Body (HTML),Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty',
    ...rows,
  ].join('\n');
  const { response, started } = await postCatalogFile(apiUrl, owner, csv, true, 'the dry run');
  const report = (await response.json()) as { summary: { create: number; error: number } };
  if (report.summary.error || report.summary.create !== DRY_RUN_ROWS)
    throw new Error(`the dry run planned ${JSON.stringify(report.summary)}`);
  return performance.now() - started;
}

const DRY_RUN_ROWS = 10_000;

/** Times the catalog's CSV export, a 10,000-row dry run, then an import of 1,000 new products (after every other figure). */
async function timeCatalogCsv(apiUrl: string, owner: Record<string, string>) {
  const exported = await get(`${apiUrl}/api/admin/products/export`, owner);
  if (exported.status !== 200) throw new Error(`the export answered ${exported.status}`);
  const dryRun10000Ms = await timeDryRun(apiUrl, owner);
  const rows = Array.from({ length: 1000 }, (_, i) => `Bench import ${i},BENCH-${i},12.00,${i % 7}`);
  const csv = ['Title,Variant SKU,Variant Price,Variant Inventory Qty', ...rows].join('\n');
  const { started } = await postCatalogFile(apiUrl, owner, csv, false, 'the import');
  return { exportMs: exported.ms, dryRun10000Ms, import1000Ms: performance.now() - started };
}

const JOB_PRODUCTS = 2_000;
const JOB_IMAGE_EVERY = 20;

/**
 * Times an import job from the file's upload to its last image: 2,000 new products, every 20th
 * with an image named by address, served by a local host (a 16 px PNG, the same for each).
 */
export async function timeImportJob(
  apiUrl: string,
  owner: Record<string, string>,
): Promise<{ importJobMs: number; importJobRowsMs: number }> {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2c3e50' } })
    .png()
    .toBuffer();
  const host = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  );
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(host.address() as { port: number }).port}`;
  try {
    const rows = Array.from({ length: JOB_PRODUCTS }, (_, i) =>
      [`Job piece ${i}`, `JOB-${i}`, '9.00', i % JOB_IMAGE_EVERY ? '' : `${base}/piece-${i}.png`].join(','),
    );
    const csv = ['Title,Variant SKU,Variant Price,Image Src', ...rows].join('\n');
    const { response, started } = await postCatalogFile(apiUrl, owner, csv, false, 'the import job');
    const { import: job } = (await response.json()) as { import: { id: string } };
    let rowsMs: number | null = null;
    for (;;) {
      const view = await get(`${apiUrl}/api/admin/products/imports/${job.id}`, owner);
      const progress = JSON.parse(view.body.toString()) as {
        status: string;
        doneRows: number;
        totalRows: number;
        images: { pending: number };
      };
      if (rowsMs === null && progress.doneRows >= progress.totalRows) rowsMs = performance.now() - started;
      if (progress.status !== 'queued' && progress.status !== 'running' && progress.images.pending === 0) {
        if (progress.status !== 'done') throw new Error(`the import job ended ${progress.status}`);
        const importJobMs = performance.now() - started;
        return { importJobMs, importJobRowsMs: rowsMs ?? importJobMs };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    host.close();
  }
}

/** One phase: a fresh database (the demo stores, plus the big catalog when asked), both servers, the figures. */
async function phase(big: boolean): Promise<ScaleFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-bench-scale-'));
  const { env } = serviceEnvironment({
    ...process.env,
    API_PORT: String(API_PORT),
    PORT: String(WEB_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // One address sends every request here: the per-address limits would measure themselves.
    RATE_LIMITS: 'search:ip=10000000/60,login:ip=1000/60',
    // The import job's images come from a host on this machine.
    IMAGE_FETCH_ALLOW_PRIVATE: 'true',
  });
  await migrateAndSeed(env, true);
  if (big) await runToEnd('seed', tsx, ['scripts/bench/seed-big-catalog.ts'], env);
  clearRuntimeCache();
  const api = startApi(env, true);
  const web = startWeb({ ...env, NODE_ENV: 'production' }, true);
  try {
    await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`);
    await waitForHttp(`http://127.0.0.1:${WEB_PORT}/`);
    const store = big
      ? { id: BIG_STORE.id, host: BIG_STORE.domain, admin: BIG_STORE.admin, password: BIG_STORE.password }
      : { id: 'demo', host: 'demo.localhost', admin: 'owner@demo.test', password: 'Sitka-demo-2026!' };
    return await measureStore(store, api);
  } finally {
    await Promise.all([stop(web), stop(api)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

type Figure = {
  name: string;
  show: (f: ScaleFigures) => string;
  value: (f: ScaleFigures) => number;
  target?: string;
  met?: (small: ScaleFigures, big: ScaleFigures) => boolean;
};

const atMost =
  (limit: number) => (value: (f: ScaleFigures) => number) => (_: ScaleFigures, big: ScaleFigures) =>
    value(big) <= limit;
const demoTimes =
  (ratio: number) => (value: (f: ScaleFigures) => number) => (small: ScaleFigures, big: ScaleFigures) =>
    value(big) <= ratio * value(small);

/** A latency row: its figure, shown in ms, against its target. */
const latency = (
  name: string,
  value: (f: ScaleFigures) => number,
  target: string,
  met: Figure['met'],
): Figure => ({
  name,
  show: (f) => ms(value(f)),
  value,
  target,
  met,
});

const FIGURES: Figure[] = [
  { name: '`/shop` first-load HTML', show: (f) => kb(f.shopBytes), value: (f) => f.shopBytes },
  latency(
    `\`/shop\` p99 at ${RATES.shop} req/s`,
    (f) => f.shopP99,
    '≤ 1.2× demo',
    demoTimes(1.2)((f) => f.shopP99),
  ),
  {
    name: '`/api/products/regular` answer',
    show: (f) => kb(f.regularBytes),
    value: (f) => f.regularBytes,
    target: '≤ 200 KB',
    met: atMost(200 * 1024)((f) => f.regularBytes),
  },
  {
    name: `\`/api/products/regular\` p99 at ${RATES.regular} req/s`,
    show: (f) => ms(f.regularP99),
    value: (f) => f.regularP99,
  },
  latency('`/shop` p99, one at a time', (f) => f.alone.shopP99, '', undefined),
  { name: '`/shop` from the cache', show: (f) => f.shopCache, value: () => 1 },
  latency(
    `suggestions p99 at ${RATES.suggestions} req/s`,
    (f) => f.suggestionsP99,
    '≤ 30 ms',
    atMost(30)((f) => f.suggestionsP99),
  ),
  latency(
    'suggestions p99, one at a time',
    (f) => f.alone.suggestionsP99,
    '≤ 30 ms',
    atMost(30)((f) => f.alone.suggestionsP99),
  ),
  latency(
    `owner search p90 at ${RATES.owner} req/s`,
    (f) => f.ownerSearchP90,
    '≤ 50 ms',
    atMost(50)((f) => f.ownerSearchP90),
  ),
  latency(
    'owner search p90, one at a time',
    (f) => f.alone.ownerSearchP90,
    '≤ 50 ms',
    atMost(50)((f) => f.alone.ownerSearchP90),
  ),
  latency(
    `owner sort by price, last page, p90 at ${RATES.owner} req/s`,
    (f) => f.ownerSortP90,
    '≤ 50 ms',
    atMost(50)((f) => f.ownerSortP90),
  ),
  latency(
    'owner sort, last page, p90, one at a time',
    (f) => f.alone.ownerSortP90,
    '≤ 50 ms',
    atMost(50)((f) => f.alone.ownerSortP90),
  ),
  {
    name: 'sitemap, first / then (median of 5)',
    show: (f) => `${ms(f.sitemapFirstMs)} / ${ms(f.sitemapMs)}, ${f.sitemapUrls} URLs`,
    value: (f) => f.sitemapMs,
  },
  {
    name: 'api peak memory (VmHWM)',
    show: (f) => `${f.apiPeakMb.toFixed(0)} MB`,
    value: (f) => f.apiPeakMb,
    target: '≤ 1.2× demo',
    met: demoTimes(1.2)((f) => f.apiPeakMb),
  },
  latency('catalog CSV export (whole store)', (f) => f.exportMs, '', undefined),
  latency(
    `CSV dry run of ${DRY_RUN_ROWS.toLocaleString('en-US')} rows (2,500 products in 4 sizes)`,
    (f) => f.dryRun10000Ms,
    '≤ 1 s',
    atMost(1000)((f) => f.dryRun10000Ms),
  ),
  latency(
    'CSV import of 1,000 new products',
    (f) => f.import1000Ms,
    '≤ 5 s',
    atMost(5000)((f) => f.import1000Ms),
  ),
  latency(
    `CSV import job of ${JOB_PRODUCTS.toLocaleString('en-US')} products, ${JOB_PRODUCTS / JOB_IMAGE_EVERY} images, to its last image`,
    (f) => f.importJobMs,
    '≤ 1.5× demo',
    demoTimes(1.5)((f) => f.importJobMs),
  ),
  latency(`the same job until its last product was written`, (f) => f.importJobRowsMs, '', undefined),
  { name: 'load average (1 min) at the end', show: (f) => f.load.toFixed(1), value: (f) => f.load },
];

/** The table: each figure for both stores, their ratio, the target and whether it is met. */
export function scaleTable(small: ScaleFigures, big: ScaleFigures): string {
  const rows = FIGURES.map((figure) => {
    const ratio = figure.value(big) / Math.max(figure.value(small), 1e-9);
    const verdict = figure.met ? (figure.met(small, big) ? 'met' : 'NOT met') : '';
    return `| ${figure.name} | ${figure.show(small)} | ${figure.show(big)} | ${ratio.toFixed(2)}× | ${figure.target ?? ''} | ${verdict} |`;
  });
  return [
    `| figure | demo store (${small.products} products) | big store (${big.products.toLocaleString('en-US')} of 12,525) | big ÷ demo | target | |`,
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Both phases, the demo first; answers the Markdown table. */
export async function benchCatalogScale(): Promise<string> {
  const small = await phase(false);
  const big = await phase(true);
  return scaleTable(small, big);
}
