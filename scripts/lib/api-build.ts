/**
 * The api as production runs it: `server/src/server.ts` and what it imports from the repository
 * compiled into one file of plain JavaScript, `server/dist/server.js` (packages stay in
 * node_modules), started by node itself with no TypeScript loader. `npm run build` makes it, and
 * every start through `startApi` (scripts/lib/processes.ts) remakes it first when a source it is
 * built from is newer, so a change is never run from an older build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from './build-freshness';
import { compileForNode } from './node-bundle';

/** The compiled api, from the repository's root. */
export const API_BUILD = 'server/dist/server.js';

/** What the compiled api is made from: its own sources, the shared lib/, the lock and this recipe. */
const SOURCES = [
  'server/src',
  'lib',
  'package-lock.json',
  'tsconfig.json',
  'scripts/lib/api-build.ts',
  'scripts/lib/node-bundle.ts',
];

export function apiBuildIsStale(root: string): boolean {
  const built = path.join(root, API_BUILD);
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Compiles the api (scripts/lib/node-bundle.ts). */
export function buildApi(root: string): void {
  compileForNode(root, { server: 'server/src/server.ts' }, path.join(root, path.dirname(API_BUILD)));
}

/** The compiled api's path, compiled first when it is missing or older than its sources. */
export function freshApiBuild(root: string): string {
  if (apiBuildIsStale(root)) buildApi(root);
  return path.join(root, API_BUILD);
}
