/**
 * The api keeps its layers: only `server/src/repositories/` and `server/src/db/` (schema,
 * migrations, seed, connection) build queries; services hold the rules and open transactions;
 * routes validate, call a service and answer.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const QUERY_HOMES = ['server/src/repositories/', 'server/src/db/'];

function filesOf(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/** What building a query looks like outside a repository. */
function queryBuilding(source: string): string[] {
  const found: string[] = [];
  if (/^import\s+(?!type\b)[^;]*from\s+'drizzle-orm(\/[^']*)?'/m.test(source))
    found.push('imports drizzle-orm');
  if (/^import\s+(?!type\b)[^;]*from\s+'[./]+\/db\/schema'/m.test(source))
    found.push('imports schema tables');
  if (
    /\b(db|tx|app\.db|this\.db|options\.db)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|query)\b/.test(
      source,
    )
  )
    found.push('calls the database');
  if (/\bsql`/.test(source)) found.push('writes SQL');
  return found;
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const outside = filesOf('server/src').filter((file) => !QUERY_HOMES.some((home) => file.startsWith(home)));

describe('the api layers', () => {
  it('finds the api outside its query homes', () => {
    expect(outside).toEqual(
      expect.arrayContaining([
        'server/src/app.ts',
        'server/src/services/orders/placement.ts',
        'server/src/routes/checkout/backorders.ts',
        'server/src/jobs/reconcile.ts',
      ]),
    );
  });

  it('builds no query outside the repositories and db/', () => {
    const offenders = outside
      .map((file) => [file, queryBuilding(read(file))] as const)
      .filter(([, found]) => found.length > 0);
    expect(offenders).toEqual([]);
  });

  it('lets no route open a transaction', () => {
    expect(
      outside.filter((file) => file.startsWith('server/src/routes/') && /\.transaction\(/.test(read(file))),
    ).toEqual([]);
  });

  it('recognises a query written outside a repository', () => {
    expect(queryBuilding("import { eq } from 'drizzle-orm';")).toEqual(['imports drizzle-orm']);
    expect(queryBuilding("import { users } from '../db/schema';")).toEqual(['imports schema tables']);
    expect(queryBuilding('await app.db.select().from(users);')).toEqual(['calls the database']);
    expect(queryBuilding('await db.execute(sql`select 1`);')).toEqual(['calls the database', 'writes SQL']);
    expect(
      queryBuilding(
        "import type { StoreTheme } from '../db/schema';\nawait db.transaction(async (tx) => f(tx));",
      ),
    ).toEqual([]);
  });
});
