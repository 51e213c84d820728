/** Starts the api: config, database (migrated), app, listen, and the scheduled jobs. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startJobs } from './jobs';
import { announceApiUp } from './services/platform/revalidate';
import { forgetRunningApi, recordRunningApi } from './running-api';

async function main() {
  const config = loadConfig();
  const embedded = !config.DATABASE_URL;
  // The embedded database's folder is locked before it opens: a second api (or a migrate or seed)
  // on it is refused at once, naming the holder. api.json, written once listening, only tells
  // the command-line tools where this api answers.
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  const jobs = startJobs(app);

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    jobs.stop();
    await app.close();
    await database.close();
    if (embedded) forgetRunningApi(config.DATA_DIR);
  });

  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  void announceApiUp(config, app.log);
  const host = ['0.0.0.0', '::'].includes(config.API_HOST) ? '127.0.0.1' : config.API_HOST;
  if (embedded)
    recordRunningApi(config.DATA_DIR, `http://${host.includes(':') ? `[${host}]` : host}:${config.API_PORT}`);
}

main().catch((error) => {
  // A configuration problem is a message for the person starting the api, not a stack trace.
  const message =
    error instanceof Error && /^(Invalid api configuration|The embedded database)/.test(error.message)
      ? error.message
      : error;
  console.error(message);
  process.exit(1);
});
