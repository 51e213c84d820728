import { execFileSync } from 'node:child_process';

/** CHROMIUM_PATH, else the `chromium` on PATH (Debian's package); test tools never download one. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('No Chromium found: install Debian\'s `chromium` package or set CHROMIUM_PATH.');
  }
}
