/**
 * `npm run cluster -- --api 2 --web 2 [--balancer] [--no-build]`: several apis and webs of one
 * deployment on this machine, in production mode, over the PostgreSQL, Redis and S3 bucket the
 * environment names (see docs/running.md, "Running more than one instance"). It refuses to start without
 * them or without the production secrets, as each server would. With `--balancer` a round-robin
 * balancer answers on PORT (webs) and API_PORT (apis, the live socket included); without it each
 * instance's own address is printed. Ctrl-C stops them all.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config';
import { startBalancer } from './lib/balancer';
import { webBuildIsStale } from './lib/build-freshness';
import { missingClusterSettings, startCluster, type Cluster } from './lib/cluster';
import { buildWeb } from './lib/processes';

function options() {
  const { values } = parseArgs({
    options: {
      api: { type: 'string', default: '2' },
      web: { type: 'string', default: '2' },
      balancer: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const count = (name: 'api' | 'web') => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1 || value > 16)
      throw new Error(`--${name} must be a whole number from 1 to 16`);
    return value;
  };
  return { apis: count('api'), webs: count('web'), balancer: values.balancer, build: !values['no-build'] };
}

/** The settings a production api would refuse, named before anything starts. */
function refuseIncomplete(env: NodeJS.ProcessEnv): void {
  const missing = missingClusterSettings(env);
  if (missing.length)
    throw new Error(
      `A cluster needs every one of these settings, none generated: ${missing.join(', ')} (see docs/running.md, "Running more than one instance")`,
    );
  loadConfig({ ...env, NODE_ENV: 'production' });
}

async function main() {
  const { apis, webs, balancer, build } = options();
  refuseIncomplete(process.env);
  const root = path.resolve(__dirname, '..');
  if (build && webBuildIsStale(root)) {
    console.log('Building the web…');
    await buildWeb({ ...process.env, NODE_ENV: 'production' });
  }
  const webPort = Number(process.env.PORT ?? 3000);
  const apiPort = Number(process.env.API_PORT ?? 4000);
  const publicWebUrl = balancer ? (process.env.WEB_URL ?? `http://localhost:${webPort}`) : undefined;
  const publicApiUrl = balancer ? `http://localhost:${apiPort}` : undefined;
  const cluster: Cluster = await startCluster({
    apis,
    webs,
    env: process.env,
    dataRoot: path.resolve(process.env.DATA_DIR ?? 'data', 'cluster'),
    publicWebUrl,
    publicApiUrl,
  });
  const closers = balancer
    ? await Promise.all([
        startBalancer(
          webPort,
          cluster.webs.map((web) => web.url),
        ),
        startBalancer(
          apiPort,
          cluster.apis.map((api) => api.url),
        ),
      ])
    : [];
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster…');
    await Promise.all(closers.map((close) => close()));
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  for (const instance of [...cluster.apis, ...cluster.webs])
    instance.child.on('exit', (code, signal) => {
      if (!stopping) console.error(`${instance.name} stopped (${signal ?? `exit ${code}`}).`);
    });
  const line = (name: string, url: string) => `    ${name.padEnd(10)} ${url}`;
  console.log(`
  Sitka cluster is running (production mode).
${[...cluster.webs, ...cluster.apis].map((instance) => line(instance.name, instance.url)).join('\n')}
${balancer ? `${line('store', publicWebUrl!)}\n${line('api', publicApiUrl!)}\n` : ''}  Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
