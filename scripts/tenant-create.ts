/**
 * Creates a store and its first admin:
 *   npm run tenant:create -- --slug S --name N --domain D --admin-email E --admin-password P
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { createTenant } from '../server/src/services/tenants';

async function main() {
  const { values } = parseArgs({
    options: {
      slug: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
    },
  });
  const missing = ['slug', 'name', 'admin-email', 'admin-password'].filter((key) => !values[key as keyof typeof values]);
  if (missing.length) throw new Error(`Missing: ${missing.map((key) => `--${key}`).join(', ')}`);
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
  try {
    await database.migrate();
    await createTenant(database.db, {
      slug: values.slug!,
      name: values.name!,
      domain: values.domain,
      adminEmail: values['admin-email']!,
      adminPassword: values['admin-password']!,
    });
    console.log(`Created store ${values.slug}${values.domain ? ` at ${values.domain}` : ''} with admin ${values['admin-email']}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
