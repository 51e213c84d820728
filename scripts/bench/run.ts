/**
 * `npm run bench`: every figure beside a floor measured in the same run on the same machine.
 * - the api's featured list beside plain node:http serving the same bytes (50 connections), and
 *   its latency at a fixed 1,000 req/s;
 * - the storefront's `/`, `/shop` and `/product/{id}` beside Next's own static file from the same
 *   web server and node:http serving the same bytes, and their latency at a fixed 100 req/s;
 * - the same pages from a second web whose cache is shared through Redis, beside the first web's
 *   own per-instance cache (skipped when no Redis answers);
 * - each page's JavaScript in Chromium, by the load event and by network idle, beside a bare
 *   Next.js page;
 * - Lighthouse (mobile) on the three pages beside a bare Next.js page; the largest paint as the
 *   phone Lighthouse simulates meets it, in Chromium slowed so (phone-paint.ts); and the first tap
 *   on the same phone: a tap at first sight, before React has the page, and how soon it shows
 *   (first-tap.ts);
 * - the big catalog: the demo store beside a store of 10,000 products among 100 others
 *   (big-catalog.ts);
 * - checkout on PostgreSQL beside the bare stock UPDATE (skipped when no PostgreSQL answers).
 * `BENCH_ONLY=pages|browser|catalog|checkout` runs one part alone (`first-tap` the first taps alone;
 * `soak`, run only when asked, 30 minutes of steady load with both servers' memory sampled).
 * BENCH_API_PORT and BENCH_WEB_PORT move its servers off 4200 and 3200.
 * Prints Markdown tables (also written to bench-results/latest.md). Not a test: figures depend on
 * the machine and its load, which is printed with them.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceEnvironment } from '../lib/environment';
import {
  buildWeb,
  clearRuntimeCache,
  migrateAndSeed,
  startApi,
  startWeb,
  stop,
  waitForHttp,
  WEB_MAX_HEAP_MB,
  webHeapFlag,
} from '../lib/processes';
import { webBuildIsStale } from '../lib/build-freshness';
import { withBaseline } from './baseline';
import { benchCatalogScale } from './big-catalog';
import { benchCheckout, freshBenchDatabase, measureOrderCost } from './checkout';
import { firstTapScenarios, firstTapTable, runFirstTaps } from './first-tap';
import { JS_GOALS, kb, measureJs, type JsSize } from './js-size';
import { LIGHTHOUSE_GOALS, lighthouseTable, runLighthouse, startBareNext } from './lighthouse';
import { phonePaintTable, runPhonePaint } from './phone-paint';
import { measure, measureAtRate } from './measure';
import { benchPage, pagesTable, type PageResult } from './pages';
import { benchSharedCache } from './shared-cache';
import { runSoak, soakTable } from './soak';
import { startStatementCounter, type StatementCounter } from './statement-counter';

const API_PORT = Number(process.env.BENCH_API_PORT || 4200);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT || 3200);
const BARE_PORT = WEB_PORT + 99;
const SHARED_WEB_PORT = WEB_PORT + 2;
const root = path.resolve(__dirname, '../..');
// Its own build folder, so a benchmark never races the browser tests' build.
process.env.NEXT_DIST_DIR ||= '.next-bench';

const output: string[] = [];
const print = (text = '') => {
  console.log(text);
  output.push(text);
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function benchApi(tenant: Record<string, string>) {
  const url = `http://127.0.0.1:${API_PORT}/api/products/featured`;
  const body = Buffer.from(await (await fetch(url, { headers: tenant })).arrayBuffer());
  const target = await measure(url, { headers: tenant });
  const baseline = await withBaseline(body, 'application/json; charset=utf-8', (baselineUrl) =>
    measure(baselineUrl),
  );
  const atRate = await measureAtRate(url, 1_000, { headers: tenant });
  const ratio = target.requestsPerSecond / baseline.requestsPerSecond;
  const ok = ratio >= 0.8 && atRate.p99 <= 5;
  print(
    '| api target | 50 connections | node:http, same bytes | ratio | p50 / p99 at 1,000 req/s | goal: ≥ 0.8×, p99 ≤ 5 ms |',
  );
  print('|---|---|---|---|---|---|');
  print(
    `| \`GET /api/products/featured\` (PGlite) | ${Math.round(target.requestsPerSecond).toLocaleString('en-US')} req/s | ${Math.round(baseline.requestsPerSecond).toLocaleString('en-US')} req/s | ${ratio.toFixed(2)}× | ${atRate.p50.toFixed(0)} / ${atRate.p99.toFixed(0)} ms | ${ok ? 'met' : 'NOT met'} |`,
  );
}

/** The big-catalog scenario's table, under its heading. */
async function catalogScale() {
  print(
    `\nBig catalog (${os.cpus().length} cores, load average at start ${load()}): fixed rates for 10 s after 3 s of warm-up\n`,
  );
  print(await benchCatalogScale());
}

function writeResults() {
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results', 'latest.md'), `${output.join('\n')}\n`);
}

/** `BENCH_ONLY=catalog`: the big-catalog scenario alone. */
async function catalogOnly() {
  if (webBuildIsStale(root)) await buildWeb({ ...serviceEnvironment().env, NODE_ENV: 'production' });
  await catalogScale();
  writeResults();
}

/** The first tap on the phone: a product without sizes, the demo's ring sold in sizes, the shop. */
async function benchFirstTaps(tenant: Record<string, string>) {
  type Listed = { id: string; featured: boolean; totalInventory: number | null; variants?: Listed[] };
  const { products } = (await (
    await fetch(`http://127.0.0.1:${API_PORT}/api/products?limit=100`, { headers: tenant })
  ).json()) as { products: Listed[] };
  const plain = products.find((item) => item.featured && item.totalInventory !== 0 && !item.variants?.length);
  const sized = products.find((item) => item.variants?.some((variant) => variant.totalInventory !== 0));
  const size = sized?.variants?.find((variant) => variant.totalInventory !== 0);
  if (!plain || !sized || !size) return print('First taps skipped: the demo store has no piece to tap.');
  const scenarios = firstTapScenarios(plain, { id: sized.id, sizeId: size.id });
  print(firstTapTable(await runFirstTaps(`http://demo.localhost:${WEB_PORT}`, scenarios)));
}

/** What a browser gets: first-load JavaScript beside a bare Next.js page, then Lighthouse. */
async function benchBrowser(pages: { name: string; path: string }[], productPath: string) {
  // Pages in the browser are opened on the store's primary domain, as search engines link them.
  const storeUrl = (pagePath: string) => `http://demo.localhost:${WEB_PORT}${pagePath}`;
  const bare = await startBareNext(BARE_PORT);
  try {
    const g = JS_GOALS;
    print(
      `| JavaScript (compressed, as transferred) | at start-up (by the load event) | by network idle | goal: by load ≤ bare + ${kb(g.byLoadOverBare)}; by idle ≤ bare + ${kb(g.byIdleOverBareOnProduct)} on the product page |`,
    );
    print('|---|---|---|---|');
    // The framework's own share: a bare Next.js page of the same version ships this much alone.
    const bareJs = await measureJs(bare.url);
    const files = (js: JsSize, later: boolean) =>
      js.scripts.filter((item) => later || !item.afterLoad).length;
    const cells = (js: JsSize) =>
      `${kb(js.firstLoad)} in ${files(js, false)} | ${kb(js.firstLoad + js.later)} in ${files(js, true)}`;
    print(`| bare Next.js page | ${cells(bareJs)} | reference |`);
    for (const page of pages) {
      const js = await measureJs(storeUrl(page.path));
      const over = (bytes: number, bare: number) => `+${kb(bytes - bare)}`;
      const byLoad = js.firstLoad <= bareJs.firstLoad + g.byLoadOverBare;
      const isProduct = page.path === productPath;
      const byIdle =
        !isProduct || js.firstLoad + js.later <= bareJs.firstLoad + bareJs.later + g.byIdleOverBareOnProduct;
      print(
        `| \`${page.name}\` | ${cells(js)} | ${over(js.firstLoad, bareJs.firstLoad)} by load${isProduct ? `, ${over(js.firstLoad + js.later, bareJs.firstLoad + bareJs.later)} by idle` : ''}: ${byLoad && byIdle ? 'met' : 'NOT met'} |`,
      );
      if (process.env.BENCH_JS_DETAIL)
        for (const script of js.scripts)
          console.log(
            `    ${kb(script.bytes).padStart(9)} ${script.afterLoad ? 'later' : 'first'} ${script.url}`,
          );
    }
    print();

    const [bareRow, ...rows] = await runLighthouse([
      { name: 'bare', url: bare.url },
      ...pages.map((page) => ({ name: `\`${page.name}\``, url: storeUrl(page.path) })),
    ]);
    print(lighthouseTable(rows, bareRow));
    print();
    // What the phone itself meets, beside Lighthouse's estimate of it (docs/performance.md).
    const phone = await runPhonePaint([
      { name: 'bare Next.js page', url: bare.url, store: false },
      ...pages.map((page) => ({ name: `\`${page.name}\``, url: storeUrl(page.path), store: true })),
    ]);
    print(phonePaintTable(phone, LIGHTHOUSE_GOALS));
  } finally {
    await bare.close();
  }
}

/**
 * `BENCH_ONLY` runs one part alone: `pages` (api and page throughput), `browser` (JavaScript and
 * Lighthouse), `catalog` or `checkout`.
 */
const only = process.env.BENCH_ONLY ?? '';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-bench-'));
  const { env } = serviceEnvironment({
    ...process.env,
    API_PORT: String(API_PORT),
    PORT: String(WEB_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Today's per-instance cache, whatever the shell has: the shared one is measured beside it.
    REDIS_URL: '',
  });
  if (webBuildIsStale(root)) await buildWeb({ ...env, NODE_ENV: 'production' });
  clearRuntimeCache();
  await migrateAndSeed(env);
  const api = startApi(env, true);
  // The soak's buyers each come from their own address, through the web as through a balancer.
  const proxied = only === 'soak' ? { WEB_TRUSTED_PROXIES: '127.0.0.1,::1' } : {};
  const web = startWeb({ ...env, ...proxied, NODE_ENV: 'production' }, true);
  try {
    await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`);
    await waitForHttp(`http://127.0.0.1:${WEB_PORT}/`);
    const tenant = { 'x-tenant-id': 'demo' };
    const featured = (await (
      await fetch(`http://127.0.0.1:${API_PORT}/api/products/featured`, { headers: tenant })
    ).json()) as { products: { id: string }[] };
    const productPath = `/product/${featured.products[0].id}`;
    const pages = [
      { name: '/', path: '/' },
      { name: '/shop', path: '/shop' },
      { name: '/product/{id}', path: productPath },
    ];
    // The first visit renders and caches each page; the benchmark measures what shoppers then get.
    for (const page of pages)
      for (let visit = 0; visit < 2; visit += 1) await fetch(`http://127.0.0.1:${WEB_PORT}${page.path}`);

    print(
      `Sitka benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}, load average at start ${load()}`,
    );
    if (!only || only === 'pages') {
      print(
        'autocannon: 50 connections for 10 s, or a fixed rate for 10 s; each after 3 s of uncounted warm-up.\n',
      );
      await benchApi(tenant);
      print();

      const results: PageResult[] = [];
      for (const page of pages)
        results.push(
          await benchPage(
            page.name,
            `http://127.0.0.1:${WEB_PORT}${page.path}`,
            `http://127.0.0.1:${WEB_PORT}/icon.svg`,
          ),
        );
      print(pagesTable(results));
      print();
      print(await benchSharedCache(env, pages, `http://127.0.0.1:${WEB_PORT}`, SHARED_WEB_PORT));
      print();
    }
    if (!only || only === 'browser') await benchBrowser(pages, productPath);
    if (!only || only === 'browser' || only === 'first-tap') {
      print();
      await benchFirstTaps(tenant);
      print(`\nLoad average at the end: ${load()}`);
    }
    if (only === 'soak') await soak(web.pid, api.pid);
  } finally {
    await Promise.all([stop(web), stop(api)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (!only) await catalogScale();
  if (!only && process.env.BENCH_CHECKOUT !== '0') await checkoutOnPostgres();
  writeResults();
}

/**
 * `BENCH_ONLY=soak`: 20 page views and 1 order a second through the web for BENCH_SOAK_MINUTES
 * (30), both servers' memory sampled; the web's budget is twice its heap cap.
 */
async function soak(webPid: number | undefined, apiPid: number | undefined) {
  const minutes = Number(process.env.BENCH_SOAK_MINUTES) || 30;
  print(
    `\nSoak (${os.cpus().length} cores, load average at start ${load()}): ${minutes} minutes of 20 page views (documents and RSC requests over every public page) and 1 order (intent, card, order through the BFF) a second; web heap capped at ${webHeapFlag()}\n`,
  );
  const result = await runSoak({
    webUrl: `http://127.0.0.1:${WEB_PORT}`,
    storeHost: `demo.localhost:${WEB_PORT}`,
    apiUrl: `http://127.0.0.1:${API_PORT}`,
    webPid,
    apiPid,
    minutes,
  });
  print(soakTable(result, 2 * (Number(process.env.WEB_MAX_HEAP_MB) || WEB_MAX_HEAP_MB), minutes));
  print(`\nLoad average at the end: ${load()}`);
}

/** Checkout's goal: orders per second against the bare stock UPDATE's rate in the same run. */
const CHECKOUT_GOAL = 0.15;
const rate = (value: number) => Math.round(value).toLocaleString('en-US');
const perOrder = (value: number) => (value % 1 === 0 ? String(value) : value.toFixed(1));

/**
 * Checkout on PostgreSQL: its own api over a fresh database, so the catalog figures stay on PGlite.
 * Timed with the api connected straight to the database; then what an order costs is counted by a
 * second api whose connections pass through a counting relay (statement-counter.ts).
 */
async function checkoutOnPostgres() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let database: Awaited<ReturnType<typeof freshBenchDatabase>>;
  try {
    database = await freshBenchDatabase(adminUrl);
  } catch (error) {
    print(`\nCheckout on PostgreSQL skipped: ${(error as Error).message}`);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-bench-pg-'));
  const apiUrl = `http://127.0.0.1:${API_PORT + 1}`;
  const { env } = serviceEnvironment({
    ...process.env,
    API_PORT: String(API_PORT + 1),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
  });
  let api: ChildProcess | null = null;
  let counter: StatementCounter | null = null;
  try {
    // A database made for this run, so it gets the demo catalog to buy from.
    await migrateAndSeed(env, true);
    api = startApi(env, true);
    await waitForHttp(`${apiUrl}/api/health`);
    print(
      `\nCheckout on PostgreSQL (${os.cpus().length} cores, load average at start ${load()}): 50 buyers, each running create-payment-intent, test card confirmation and order in a loop for 10 s; baseline = the bare conditional stock UPDATE on the same row, 50 connections\n`,
    );
    const result = await benchCheckout(apiUrl, database.url, api.pid).catch((error: Error) => error);
    if (result instanceof Error) return print(`Checkout skipped: ${result.message}`);
    const { checkout, update, apiCpuMsPerOrder } = result;
    const cpuPerOrder = apiCpuMsPerOrder ? `${apiCpuMsPerOrder.toFixed(1)} ms` : 'n/a';
    const ratio = checkout.perSecond / update.perSecond;
    console.log(
      `${'checkout (intent+confirm+order)'.padEnd(28)}  ${checkout.perSecond.toFixed(0).padStart(7)} orders/s  p50 ${checkout.p50.toFixed(1).padStart(6)} ms  p99 ${checkout.p99.toFixed(1).padStart(6)} ms` +
        `  | bare stock UPDATE ${update.perSecond.toFixed(0)} /s p99 ${update.p99.toFixed(1)} ms  | ratio ${ratio.toFixed(2)}x  | api CPU ${cpuPerOrder} per order`,
    );
    print(
      '| checkout on PostgreSQL | orders/s | p50 | p99 | bare stock UPDATE | ratio | goal: ≥ 0.15× | api CPU per order |',
    );
    print('|---|---|---|---|---|---|---|---|');
    print(
      `| intent + confirm + order | ${rate(checkout.perSecond)} | ${checkout.p50.toFixed(0)} ms | ${checkout.p99.toFixed(0)} ms | ${rate(update.perSecond)} /s | ${ratio.toFixed(2)}× | ${ratio >= CHECKOUT_GOAL ? 'met' : 'NOT met'} | ${cpuPerOrder} |`,
    );

    await stop(api);
    counter = await startStatementCounter(database.url);
    api = startApi({ ...env, DATABASE_URL: counter.url }, true);
    await waitForHttp(`${apiUrl}/api/health`);
    const orders = 200;
    const cost = await measureOrderCost(apiUrl, counter, orders);
    print(
      `\nWhere an order's time goes: counted over ${orders} more orders by 50 buyers, on the wire between the api and PostgreSQL\n`,
    );
    print('| per order | HTTP calls | transactions | of them commits that wrote | SQL statements |');
    print('|---|---|---|---|---|');
    print(
      `| intent + confirm + order | ${perOrder(cost.httpCalls)} | ${perOrder(cost.transactions)} | ${perOrder(cost.commits)} | ${perOrder(cost.statements)} |`,
    );
  } finally {
    if (api) await stop(api);
    await counter?.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function checkoutOnly() {
  await checkoutOnPostgres();
  writeResults();
}

(only === 'catalog' ? catalogOnly : only === 'checkout' ? checkoutOnly : main)().catch((error) => {
  console.error(error);
  process.exit(1);
});
