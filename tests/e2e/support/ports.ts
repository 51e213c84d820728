/** The e2e servers run beside a developer's own `npm start`, on their own ports. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const E2E_API_URL = `http://localhost:${E2E_API_PORT}`;
export const E2E_WEB_URL = `http://localhost:${E2E_WEB_PORT}`;
/** Where a run keeps its files: one folder per web port, so two runs on other ports do not meet. */
export const e2eResultsDir = (webPort: number) =>
  webPort === 3100 ? 'test-results' : `test-results/port-${webPort}`;
export const E2E_RESULTS_DIR = e2eResultsDir(E2E_WEB_PORT);
export const STATE_FILE = `${E2E_RESULTS_DIR}/e2e-servers.json`;
export const E2E_NORTH_URL = `http://north.localhost:${E2E_WEB_PORT}`;
/** Products the setup adds to north, so its shop runs past several catalog pages. */
export const NORTH_EXTRA_PRODUCTS = 130;
