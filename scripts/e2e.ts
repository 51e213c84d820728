/**
 * The e2e suite: builds the web if needed, finds a Chromium, runs Playwright in it, and fails when any test
 * was skipped: a skipped browser test is an untested feature.
 *
 * The whole suite runs split in two (E2E_SHARDS), each half against its own api, web, database and
 * mailbox on its own ports, side by side: one pair of servers answers one browser at a time, so a
 * second pair keeps the machine busy while the first waits. The stores are seeded once and each
 * pair starts from a copy. The parts are cut by each file's seconds in a full run (FILE_SECONDS; a
 * full run writes its own figures to test-results/e2e-file-seconds.json, to copy over it when the
 * suite has changed). A run of chosen files (`npm run test:e2e -- tests/e2e/x.spec.ts`) uses one pair.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serviceEnvironment } from './lib/environment';
import { webBuildIsStale } from './lib/build-freshness';
import { chromiumVersion, findChromium } from './lib/chromium';
import { fileSecondsOf, splitByWeight, type FileSeconds } from './lib/e2e-parts';
import { buildWeb, clearRuntimeCache, runToEnd } from './lib/processes';
import { E2E_API_PORT, E2E_WEB_PORT, e2eResultsDir } from '../tests/e2e/support/ports';
import { seedE2eData } from '../tests/e2e/support/servers';

type Suite = {
  file?: string;
  specs?: { tests?: { status?: string; results?: { status?: string; duration?: number }[] }[] }[];
  suites?: Suite[];
};
type Report = {
  suites: Suite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
};
type Shard = { index: number; apiPort: number; webPort: number; distDir: string };

const FILE_SECONDS = 'tests/e2e/file-seconds.json';

const root = path.resolve(__dirname, '..');

function countSkipped(suite: Suite): number {
  const own = (suite.specs ?? [])
    .flatMap((spec) => spec.tests ?? [])
    .filter((item) => item.status === 'skipped').length;
  return own + (suite.suites ?? []).reduce((sum, child) => sum + countSkipped(child), 0);
}

/** A port nobody listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = (server.address() as net.AddressInfo) ?? { port: 0 };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A copy of the build for another web: Next keeps the pages it renders at run time inside its
 * build folder, and two webs over different databases must not serve each other's pages.
 */
function copyBuild(from: string, to: string): void {
  fs.rmSync(path.join(root, to), { recursive: true, force: true });
  fs.cpSync(path.join(root, from), path.join(root, to), {
    recursive: true,
    // The build's own cache (Turbopack's) is not read at run time.
    filter: (source) => path.relative(path.join(root, from), source) !== 'cache',
  });
}

/**
 * One pair of servers, on the suite's ports and the build itself; or, split, a pair per part, each
 * web on a copy of the build (the cluster suite's webs, beside it in `npm test`, serve the build itself).
 */
async function shardsOf(count: number, distDir: string): Promise<Shard[]> {
  if (count === 1) return [{ index: 1, apiPort: E2E_API_PORT, webPort: E2E_WEB_PORT, distDir }];
  const shards: Shard[] = [];
  for (let index = 1; index <= count; index += 1) {
    const copy = `${distDir}-e2e-${index}`;
    copyBuild(distDir, copy);
    const ports =
      index === 1
        ? { apiPort: E2E_API_PORT, webPort: E2E_WEB_PORT }
        : { apiPort: await freePort(), webPort: await freePort() };
    shards.push({ index, ...ports, distDir: copy });
  }
  return shards;
}

/** The demo stores, seeded once into a folder each pair of servers copies. */
async function seededFolder(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-e2e-seed-'));
  const { env } = serviceEnvironment({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  await seedE2eData(env);
  return dataDir;
}

/** The files chosen, or the whole suite, in `count` parts of about equal seconds (scripts/lib/e2e-parts.ts). */
function partsOfSuite(count: number, chosen: string[]): string[][] {
  const files = chosen.length
    ? chosen
    : fs
        .readdirSync(path.join(root, 'tests/e2e'))
        .filter((name) => name.endsWith('.spec.ts'))
        .map((name) => `tests/e2e/${name}`);
  const seconds = JSON.parse(fs.readFileSync(path.join(root, FILE_SECONDS), 'utf8')) as FileSeconds;
  return splitByWeight(files, seconds, count);
}

function readReport(shard: Shard): Report {
  const file = path.join(root, e2eResultsDir(shard.webPort), 'e2e-results.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
}

async function main() {
  if (webBuildIsStale(root)) await buildWeb({ ...process.env, NODE_ENV: 'production' });
  clearRuntimeCache();
  const browser = await findChromium(process.env, { headlessShell: true });
  console.log(`Chromium for the e2e suite: ${browser.source} (${chromiumVersion(browser.executablePath)})`);
  const args = process.argv.slice(2);
  const count = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length ? 1 : 2)));
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const shards = await shardsOf(count, distDir);
  const parts = count > 1 ? partsOfSuite(count, args) : [args];
  // Playwright given no file runs them all: a part must name some.
  if (parts.some((part) => part.length === 0)) throw new Error(`More parts (${count}) than files to run`);
  const seeded = count > 1 ? await seededFolder() : undefined;
  const env = {
    ...process.env,
    CHROMIUM_PATH: browser.executablePath,
    CHROMIUM_ARGS: JSON.stringify(browser.args),
    ...(seeded ? { E2E_SEEDED_DIR: seeded } : {}),
  };
  const runs = shards.map((shard) =>
    runToEnd(
      count > 1 ? `e2e ${shard.index}/${count}` : 'e2e',
      path.join(root, 'node_modules', '.bin', 'playwright'),
      ['test', ...parts[shard.index - 1]],
      {
        ...env,
        E2E_API_PORT: String(shard.apiPort),
        E2E_WEB_PORT: String(shard.webPort),
        NEXT_DIST_DIR: shard.distDir,
      },
    ),
  );
  await Promise.allSettled(runs);
  if (seeded) fs.rmSync(seeded, { recursive: true, force: true });
  for (const shard of shards)
    if (shard.distDir !== distDir)
      fs.rmSync(path.join(root, shard.distDir), { recursive: true, force: true });

  const reports = shards.map(readReport);
  if (count > 1 && !args.length) {
    const seconds = Object.assign(
      {},
      ...reports.map((report) => fileSecondsOf(report.suites)),
    ) as FileSeconds;
    const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
    fs.writeFileSync(
      path.join(root, 'test-results', 'e2e-file-seconds.json'),
      JSON.stringify(sorted, null, 2) + '\n',
    );
  }
  const sum = (pick: (report: Report) => number) =>
    reports.reduce((total, report) => total + pick(report), 0);
  const skipped = sum(
    (report) =>
      report.suites.reduce((total, suite) => total + countSkipped(suite), 0) + (report.stats.skipped ?? 0),
  );
  const passed = sum((report) => report.stats.expected + report.stats.flaky);
  const failed = sum((report) => report.stats.unexpected);
  console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  if (skipped > 0) throw new Error(`${skipped} e2e test(s) were skipped`);
  if (passed === 0) throw new Error('No e2e test ran');
  if (
    failed > 0 ||
    (
      await Promise.all(
        runs.map((run) =>
          run.then(
            () => true,
            () => false,
          ),
        ),
      )
    ).includes(false)
  )
    throw new Error('The e2e suite failed');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
