import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Only `server/src/repositories/` and `server/src/db/` build queries. These are the api's account,
 * store, key, audience and mail files: each reaches the database through a repository.
 */
const FILES = [
  'adapters/email.ts',
  'plugins/api-key.ts',
  'plugins/auth.ts',
  'plugins/tenant.ts',
  'routes/api-keys/index.ts',
  'routes/audience/index.ts',
  'routes/customers/index.ts',
  'routes/health/index.ts',
  'routes/profiles/index.ts',
  'routes/tenants/index.ts',
  'routes/tenants/operator.ts',
  'services/access.ts',
  'services/api-keys.ts',
  'services/audience.ts',
  'services/auth.ts',
  'services/customers.ts',
  'services/health.ts',
  'services/operator.ts',
  'services/password-reset.ts',
  'services/profiles.ts',
  'services/registration.ts',
  'services/sign-in-limits.ts',
  'services/socket-access.ts',
  'services/store-domain.ts',
  'services/stores.ts',
  'services/templates.ts',
  'services/tenants.ts',
  'services/theme.ts',
  'services/verification.ts',
];

/** What building a query looks like outside a repository. */
function queryBuilding(source: string): string[] {
  const found: string[] = [];
  if (/^import\s+(?!type\b)[^;]*from\s+'drizzle-orm'/m.test(source)) found.push('imports drizzle-orm operators');
  if (/^import\s+(?!type\b)[^;]*from\s+'(\.\.\/)+db\/schema'/m.test(source)) found.push('imports schema tables');
  if (/\b(db|tx|app\.db|this\.db|options\.db)\s*\.\s*(select|insert|update|delete|execute|query)\b/.test(source)) found.push('calls the database');
  if (/\bsql`/.test(source)) found.push('writes SQL');
  return found;
}

describe('the account, store and key layers', () => {
  it.each(FILES)('%s builds no query of its own', (file) => {
    const source = readFileSync(path.join(__dirname, '../../server/src', file), 'utf8');
    expect(queryBuilding(source)).toEqual([]);
  });

  it('recognises a query written outside a repository', () => {
    expect(queryBuilding("import { eq } from 'drizzle-orm';")).toEqual(['imports drizzle-orm operators']);
    expect(queryBuilding("import { users } from '../db/schema';")).toEqual(['imports schema tables']);
    expect(queryBuilding('await app.db.select().from(users);')).toEqual(['calls the database']);
    expect(queryBuilding('await db.execute(sql`select 1`);')).toEqual(['calls the database', 'writes SQL']);
    expect(queryBuilding("import type { StoreTheme } from '../db/schema';\nawait db.transaction(async (tx) => f(tx));")).toEqual([]);
  });
});
