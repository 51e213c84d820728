/**
 * The second step of `npm run build`, after `next build`: compiles the web's server
 * (scripts/web-server.ts) and Next's shared cache handler (lib/shared-cache/next-cache-handler.ts)
 * with what they import into plain JavaScript beside the build, in `<distDir>/sitka/`, so the
 * running web is `node .next/sitka/web-server.js` and needs no TypeScript loader. Packages stay in
 * node_modules; a separate build folder (NEXT_DIST_DIR) gets its own copy.
 */
import path from 'node:path';
import { compileForNode } from './lib/node-bundle';

const root = path.resolve(__dirname, '..');

compileForNode(
  root,
  { 'web-server': 'scripts/web-server.ts', 'next-cache-handler': 'lib/shared-cache/next-cache-handler.ts' },
  path.join(root, process.env.NEXT_DIST_DIR || '.next', 'sitka'),
);
