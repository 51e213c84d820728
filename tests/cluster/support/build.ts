/**
 * Before the cluster test: the production build its webs serve, made only when the sources are
 * newer than it (the e2e suite, which `npm test` runs first, usually just made it).
 */
import path from 'node:path';
import { webBuildIsStale } from '../../../scripts/lib/build-freshness';
import { buildWeb } from '../../../scripts/lib/processes';

export default async function buildWhenStale(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  if (webBuildIsStale(root)) await buildWeb({ ...process.env, NODE_ENV: 'production' });
}
