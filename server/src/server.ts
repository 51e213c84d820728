/** Starts the api: config, database (migrated), app, listen, and the scheduled jobs. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startJobs } from './jobs';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  const stopJobs = startJobs(app);

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    stopJobs();
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.API_PORT, host: config.API_HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
