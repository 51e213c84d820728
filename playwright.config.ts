import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium';
import { E2E_RESULTS_DIR, E2E_WEB_URL } from './tests/e2e/support/ports';

/** e2e: a real Chromium (CHROMIUM_PATH, Debian's, or the one npm installed) against the api and web that `npm start` runs. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `${E2E_RESULTS_DIR}/artifacts`,
  reporter: [['list'], ['json', { outputFile: `${E2E_RESULTS_DIR}/e2e-results.json` }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL: E2E_WEB_URL,
    // In CI, recorded on a failed test's retry only: recording every test (its screenshots and DOM
    // snapshots) costs the browser suite a good part of its CPU, for traces of passing tests.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
});
