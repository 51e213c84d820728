/**
 * The e2e suite: builds the web if needed, finds a Chromium, runs Playwright in it, and fails when any test
 * was skipped: a skipped browser test is an untested feature.
 */
import fs from 'node:fs';
import path from 'node:path';
import { webBuildIsStale } from './lib/build-freshness';
import { chromiumVersion, findChromium } from './lib/chromium';
import { buildWeb, clearRuntimeCache, runToEnd } from './lib/processes';
import { E2E_RESULTS_DIR } from '../tests/e2e/support/ports';

type Suite = {
  specs?: { tests?: { status?: string; results?: { status?: string }[] }[] }[];
  suites?: Suite[];
};

function countSkipped(suite: Suite): number {
  const own = (suite.specs ?? [])
    .flatMap((spec) => spec.tests ?? [])
    .filter((item) => item.status === 'skipped').length;
  return own + (suite.suites ?? []).reduce((sum, child) => sum + countSkipped(child), 0);
}

async function main() {
  const root = path.resolve(__dirname, '..');
  if (webBuildIsStale(root)) await buildWeb({ ...process.env, NODE_ENV: 'production' });
  clearRuntimeCache();
  const browser = await findChromium();
  console.log(`Chromium for the e2e suite: ${browser.source} (${chromiumVersion(browser.executablePath)})`);
  const args = process.argv.slice(2);
  const env = {
    ...process.env,
    CHROMIUM_PATH: browser.executablePath,
    CHROMIUM_ARGS: JSON.stringify(browser.args),
  };
  await runToEnd('e2e', path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...args], env);
  const report = JSON.parse(
    fs.readFileSync(path.join(root, E2E_RESULTS_DIR, 'e2e-results.json'), 'utf8'),
  ) as {
    suites: Suite[];
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const skipped =
    report.suites.reduce((sum, suite) => sum + countSkipped(suite), 0) + (report.stats.skipped ?? 0);
  const { expected, unexpected, flaky } = report.stats;
  console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
  if (skipped > 0) throw new Error(`${skipped} e2e test(s) were skipped`);
  if (expected + flaky === 0) throw new Error('No e2e test ran');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
