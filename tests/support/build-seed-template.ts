/** Builds the server suite's seeded template (PGlite, or TEST_DATABASE_URL's PostgreSQL) if missing. */
import { prepareTemplate } from '../server/support/seed-template';

prepareTemplate(process.env.TEST_DATABASE_URL).catch((error) => {
  console.error(error);
  process.exit(1);
});
