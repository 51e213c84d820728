/**
 * `npm start`: reads `.env` when there is one (a variable set in the shell wins), builds the web if its sources changed, migrates the database (seeding the demo
 * stores when the embedded database is empty, never in production), starts the api and the web,
 * and prints where they are. Ctrl-C stops both.
 * `--no-build` skips the build check.
 */
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/src/db/seed';
import { webBuildIsStale } from './lib/build-freshness';
import { loadDotEnv, serviceEnvironment } from './lib/environment';
import { buildWeb, migrateAndSeed, startApi, startWeb, stop, waitForHttp } from './lib/processes';

const demoLines = () => `    Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((account) => `      ${account.email.padEnd(20)} ${account.role}`).join('\n')}`;

async function main() {
  // `.env` first, so the api and the web (started with this environment) see it too.
  loadDotEnv(path.resolve(__dirname, '..', '.env'));
  const { apiPort, webPort, env, demo } = serviceEnvironment();
  const root = path.resolve(__dirname, '..');
  if (!process.argv.includes('--no-build') && webBuildIsStale(root)) {
    console.log('Building the web…');
    await buildWeb({ ...env, NODE_ENV: 'production' });
  }
  await migrateAndSeed(env);

  const api = startApi(env);
  const web = startWeb({ ...env, NODE_ENV: 'production' });
  let stopping = false;
  const shutdown = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Sitka…');
    await Promise.all([stop(web), stop(api)]);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  for (const [name, child] of [
    ['api', api],
    ['web', web],
  ] as const) {
    child.on('exit', (code, signal) => {
      if (!stopping) console.error(`The ${name} stopped (${signal ?? `exit ${code}`}).`);
    });
  }

  // The api first: the web's first page would otherwise be rendered without it.
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`);
  await waitForHttp(`http://127.0.0.1:${webPort}/`);
  console.log(`
  Sitka is running.
    Store:     http://localhost:${webPort}
    API:       http://localhost:${apiPort}  (docs: http://localhost:${apiPort}/api/docs)
${demo ? demoLines() : '    New stores: npm run tenant:create (see docs/accounts.md)'}
  Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
