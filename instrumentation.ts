/**
 * Runs once when the web server starts: a production web without its secrets stops here, naming
 * them, instead of serving pages that fail one by one; with SENTRY_DSN, error reporting starts.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  let dsn: string | undefined;
  try {
    dsn = (await import('./lib/env')).env.SENTRY_DSN;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Error reporting only with a DSN; without one the SDK is not even imported.
  if (dsn) (await import('./lib/app-shell/sentry-web')).startSentry(dsn, process.env.NODE_ENV);
}

/** Errors of server rendering and route handlers, reported when Sentry runs (nothing otherwise). */
export async function onRequestError(
  ...args: Parameters<typeof import('@sentry/nextjs').captureRequestError>
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  if (env.SENTRY_DSN) (await import('@sentry/nextjs')).captureRequestError(...args);
}
