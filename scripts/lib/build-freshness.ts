/**
 * Whether the web build in `.next` is older than any of the sources it was built from, or lacks
 * the web's compiled server (scripts/compile-web.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'proxy.ts',
  'next.config.mjs',
  'package-lock.json',
  'scripts/web-server.ts',
  'scripts/compile-web.ts',
  'scripts/lib/node-bundle.ts',
];

/** The newest modification time in a file or below a folder (0 when it does not exist). */
export function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export function webBuildIsStale(root: string): boolean {
  const dist = path.join(root, process.env.NEXT_DIST_DIR || '.next');
  const buildId = path.join(dist, 'BUILD_ID');
  if (!fs.existsSync(buildId) || !fs.existsSync(path.join(dist, 'sitka', 'web-server.js'))) return true;
  const builtAt = fs.statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}
