import { execFileSync } from 'node:child_process';
import { BASE_CHROMIUM_ARGS } from '../../../scripts/lib/chromium';

/**
 * The browser Playwright launches. `npm run test:e2e` finds one (scripts/lib/chromium.ts) and
 * hands it over in CHROMIUM_PATH and CHROMIUM_ARGS; Playwright started by hand falls back to the
 * `chromium` on the PATH.
 */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  const args = process.env.CHROMIUM_ARGS
    ? (JSON.parse(process.env.CHROMIUM_ARGS) as string[])
    : BASE_CHROMIUM_ARGS;
  if (process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH, args };
  try {
    return { executablePath: execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim(), args };
  } catch {
    throw new Error(
      'No Chromium found: run the suite with `npm run test:e2e`, which finds one, or set CHROMIUM_PATH.',
    );
  }
}
