/**
 * Finds a Chromium for the browser tests and benchmarks, never downloading one: CHROMIUM_PATH,
 * else a `chromium` on the PATH (Debian's package), else the Chromium that `npm install` brought
 * inside @sparticuz/chromium (Linux x64), unpacked on first use. The browser tests take Debian's
 * `chromium-headless-shell` first when it is there: the same Chromium release without the desktop
 * browser around it, what Playwright itself runs headless, at about a fifth less CPU per test.
 */
import { execFileSync } from 'node:child_process';

export type ChromiumLaunch = { executablePath: string; args: string[]; source: string };

/** Flags every run needs on a machine with no network beyond loopback and no display. */
export const BASE_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The packaged build's own flags, less those that switch off the browser's security (a test
// must see the same origin rules as a shopper) or force everything into one process.
const UNSAFE_PACKAGED_ARGS = [
  /^--disable-web-security/,
  /^--allow-running-insecure-content/,
  /^--disable-site-isolation-trials/,
  /^--single-process/,
  /^--headless/,
  /^--disable-features=.*site-per-process/,
];

function onPath(name: string): string | undefined {
  try {
    return (
      execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}

export async function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  { headlessShell = false }: { headlessShell?: boolean } = {},
): Promise<ChromiumLaunch> {
  if (env.CHROMIUM_PATH)
    return { executablePath: env.CHROMIUM_PATH, args: BASE_CHROMIUM_ARGS, source: 'CHROMIUM_PATH' };
  const shell = headlessShell ? onPath('chromium-headless-shell') : undefined;
  if (shell)
    return { executablePath: shell, args: BASE_CHROMIUM_ARGS, source: 'chromium-headless-shell on the PATH' };
  const system = onPath('chromium');
  if (system) return { executablePath: system, args: BASE_CHROMIUM_ARGS, source: 'chromium on the PATH' };
  let packaged: typeof import('@sparticuz/chromium').default;
  try {
    packaged = (await import('@sparticuz/chromium')).default;
  } catch {
    throw new Error(
      "No Chromium found: set CHROMIUM_PATH, install Debian's `chromium` package, or run `npm install` (it brings @sparticuz/chromium on Linux x64).",
    );
  }
  const executablePath = await packaged.executablePath();
  const own = packaged.args.filter((arg) => !UNSAFE_PACKAGED_ARGS.some((pattern) => pattern.test(arg)));
  return {
    executablePath,
    args: [...new Set([...BASE_CHROMIUM_ARGS, ...own])],
    source: '@sparticuz/chromium',
  };
}

/**
 * The browser's own version line (`Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)`), for the run's log;
 * a build that will not tell (or does not answer within 10 s) is reported as such, not as a failure.
 */
export function chromiumVersion(executablePath: string): string {
  try {
    const line = execFileSync(executablePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    return line || 'version unknown';
  } catch {
    return 'version unknown';
  }
}
