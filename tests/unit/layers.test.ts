/**
 * The api keeps its layers: only `server/src/repositories/` and `server/src/db/` (schema,
 * migrations, seed, connection) build queries; services hold the rules and open transactions;
 * routes validate, call a service and answer. And `lib/`, which both sides share, reaches into
 * neither side's code.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const QUERY_HOMES = ['server/src/repositories/', 'server/src/db/'];

function filesOf(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Folders `lib/` must not import from: the web's pages and components, and the api. */
const NOT_FOR_LIB = ['app/', 'components/', 'server/'];

/** The folders outside lib/ that a file of lib/ imports from, by `@/` or by a relative path. */
function libReachesOut(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from|import|require\()\s*\(?\s*'([^']+)'/g)].map(
    (match) => match[1],
  );
  return specifiers
    .map((specifier) => {
      if (specifier.startsWith('@/')) return specifier.slice(2);
      if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier);
      return '';
    })
    .filter((target) => NOT_FOR_LIB.some((folder) => target.startsWith(folder)));
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

describe('the shared lib', () => {
  const lib = filesOf('lib');

  it('finds the shared code', () => {
    expect(lib).toEqual(expect.arrayContaining(['lib/template-view.ts', 'lib/api/template-store.ts']));
  });

  it('imports nothing from app/, components/ or server/', () => {
    const offenders = lib
      .map((file) => [file, libReachesOut(file, read(file))] as const)
      .filter(([, targets]) => targets.length > 0);
    expect(offenders).toEqual([]);
  });

  it('recognises an import that reaches out of lib', () => {
    expect(libReachesOut('lib/api/x.ts', "import type { T } from '@/components/templates/types';")).toEqual([
      'components/templates/types',
    ]);
    expect(libReachesOut('lib/api/x.ts', "import { db } from '../../server/src/db/client';")).toEqual([
      'server/src/db/client',
    ]);
    expect(libReachesOut('lib/x.ts', "const page = await import('../app/page');")).toEqual(['app/page']);
    expect(
      libReachesOut('lib/api/x.ts', "import { getStore } from './stores';\nimport 'server-only';"),
    ).toEqual([]);
  });
});
