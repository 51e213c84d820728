/**
 * Runs once when the web server starts: a production web without its secrets stops here, naming
 * them, instead of serving pages that fail one by one.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    await import('./lib/env');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
