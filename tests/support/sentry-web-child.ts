/**
 * Starts the web's Sentry for the DSN in argv[2] and logs one critical error, in a process of its
 * own: Sentry's init instruments Node's modules for the whole process, which must not leak into
 * the other suites jest runs in the same one.
 */
import { startSentry } from '../../lib/app-shell/sentry-web';
import { createLogger } from '../../lib/logger';

async function main() {
  console.error = () => {};
  const sentry = startSentry(process.argv[2], 'test');
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjeSJ9.c2lnbmF0dXJlLXdlYg';
  createLogger('checkout').critical('Order creation failed', {
    error: new Error(`order for cy@example.com failed: password=Sekret-2026 Bearer ${jwt}`),
    password: 'Sekret-2026',
  });
  await sentry.flush(5_000);
  await sentry.close(1_000);
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(String(error));
    process.exit(1);
  },
);
