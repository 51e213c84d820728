/**
 * `npm run bench`: each target measured with autocannon (50 connections, 10 s) beside a baseline
 * served in the same run by plain node:http returning the same bytes from memory. Prints req/s,
 * p50, p99 and the ratio to the baseline. Not a test: figures depend on the machine.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceEnvironment } from '../lib/environment';
import { migrateAndSeed, startApi, startWeb, stop, waitForHttp, buildWeb } from '../lib/processes';
import { webBuildIsStale } from '../lib/build-freshness';
import { formatRow, measure } from './measure';
import { benchCheckout, freshBenchDatabase } from './checkout';

const API_PORT = 4200;
const WEB_PORT = 3200;
const BASELINE_PORT = 4299;
const root = path.resolve(__dirname, '../..');

async function withBaseline<T>(body: Buffer, contentType: string, work: (url: string) => Promise<T>): Promise<T> {
  const file = path.join(os.tmpdir(), `sitka-bench-${process.pid}.bin`);
  fs.writeFileSync(file, body);
  const child = fork(path.join(__dirname, 'baseline-server.ts'), [String(BASELINE_PORT), file, contentType], { execArgv: ['--import', 'tsx'] });
  await new Promise((resolve) => child.once('message', resolve));
  try {
    return await work(`http://127.0.0.1:${BASELINE_PORT}/`);
  } finally {
    child.kill();
    fs.rmSync(file, { force: true });
  }
}

async function compare(name: string, url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
  const target = await measure(url, { headers });
  const baseline = await withBaseline(body, contentType, (baselineUrl) => measure(baselineUrl));
  console.log(formatRow(name, target, baseline));
  return { target, baseline };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-bench-'));
  const { env } = serviceEnvironment({ ...process.env, API_PORT: String(API_PORT), PORT: String(WEB_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  if (webBuildIsStale(root)) await buildWeb({ ...env, NODE_ENV: 'production' });
  await migrateAndSeed(env);
  const api = startApi(env, true);
  const web = startWeb({ ...env, NODE_ENV: 'production' }, true);
  try {
    await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`);
    await waitForHttp(`http://127.0.0.1:${WEB_PORT}/`);
    const tenant = { 'x-tenant-id': 'demo' };
    const featured = (await (await fetch(`http://127.0.0.1:${API_PORT}/api/products/featured`, { headers: tenant })).json()) as { products: { id: string }[] };
    const productUrl = `http://127.0.0.1:${WEB_PORT}/product/${featured.products[0].id}`;
    await fetch(productUrl); // the first visit renders and caches the page

    console.log(`Sitka benchmark on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), node ${process.version}`);
    console.log('50 connections, 10 s each; baseline = node:http serving the same bytes from memory\n');
    await compare('GET /api/products/featured', `http://127.0.0.1:${API_PORT}/api/products/featured`, tenant);
    await compare('GET /product/{id} (page)', productUrl, {});
  } finally {
    await Promise.all([stop(web), stop(api)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nCheckout on PostgreSQL, 50 concurrent buyers, 10 s; baseline = the bare conditional stock UPDATE, 50 connections');
  await checkoutOnPostgres();
}

/** Checkout on PostgreSQL: its own api over a fresh database, so the catalog figures stay on PGlite. */
async function checkoutOnPostgres() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = await freshBenchDatabase(adminUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-bench-pg-'));
  const { env } = serviceEnvironment({ ...process.env, API_PORT: String(API_PORT + 1), DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
  await migrateAndSeed(env);
  const api = startApi(env, true);
  try {
    await waitForHttp(`http://127.0.0.1:${API_PORT + 1}/api/health`);
    const { checkout, update } = await benchCheckout(`http://127.0.0.1:${API_PORT + 1}`, database.url);
    const ratio = checkout.perSecond / update.perSecond;
    console.log(
      `${'checkout (intent+confirm+order)'.padEnd(28)}  ${checkout.perSecond.toFixed(0).padStart(7)} orders/s  p50 ${checkout.p50.toFixed(1).padStart(6)} ms  p99 ${checkout.p99.toFixed(1).padStart(6)} ms` +
        `  | bare stock UPDATE ${update.perSecond.toFixed(0)} /s p99 ${update.p99.toFixed(1)} ms  | ratio ${ratio.toFixed(2)}x`,
    );
  } finally {
    await stop(api);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
