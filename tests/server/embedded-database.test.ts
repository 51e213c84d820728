/**
 * The embedded database's folder, guarded, with the real commands as separate processes on data
 * folders of their own: one process at a time (the others refused at once, naming the holder,
 * and the folder free again after the holder is killed), a seed killed part-way leaves nothing
 * half-seeded, and the copy into PostgreSQL brings over every table as it was.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '@/server/src/app';
import { loadConfig } from '@/server/src/config';
import { openDatabase, type DatabaseHandle } from '@/server/src/db/client';
import { products, tenants } from '@/server/src/db/schema';
import { DEMO_PRODUCTS, NORTH_PRODUCTS } from '@/server/src/db/seed/catalog';
import { confirmCard, createOrder, listProducts, startPayment } from './support/shop';
import { dropDatabase } from './support/seed-template';
import { freePort } from '@/scripts/lib/cluster';

const root = path.resolve(__dirname, '../..');
const SEED_PRODUCTS = DEMO_PRODUCTS.length + NORTH_PRODUCTS.length;
const folders: string[] = [];
const children: ChildProcess[] = [];

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-embedded-'));
  folders.push(dir);
  return dir;
}

/** Runs a script with node itself (not through tsx's launcher), so the child's pid is the process that holds the folder. */
function run(script: string, args: string[], dataDir: string, env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: '',
      FIELD_ENCRYPTION_KEY: '',
      OPERATOR_TOKEN: '',
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const startApi = (dataDir: string, apiPort: number) =>
  run('server/src/server.ts', [], dataDir, { API_PORT: String(apiPort), API_HOST: '127.0.0.1' });

async function waitUntil(
  what: string,
  ready: () => Promise<boolean> | boolean,
  timeoutMs: number,
  pollMs = 200,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

const answers = async (apiPort: number) => {
  try {
    return (
      (await fetch(`http://127.0.0.1:${apiPort}/api/health`, { signal: AbortSignal.timeout(2_000) }))
        .status === 200
    );
  } catch {
    return false;
  }
};

const recordedApiPid = (dataDir: string): number | null => {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dataDir, 'api.json'), 'utf8')) as { pid: number }).pid;
  } catch {
    return null;
  }
};

async function withDatabase<T>(dataDir: string, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('one process at a time in an embedded database folder', () => {
  it('runs one of two apis started at the same moment and refuses the other at once, naming it; after a kill -9 the next one starts', async () => {
    const dataDir = tempDataDir();
    // Ports the system hands out free now: a random one may be a connection's own port of the moment.
    const ports = [await freePort(), await freePort()];
    const started = [startApi(dataDir, ports[0]), startApi(dataDir, ports[1])];
    const first = await Promise.race(started.map((api, index) => api.exited.then(() => index)));
    const refused = started[first];
    const running = started[1 - first];

    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      `The embedded database in ${path.join(dataDir, 'db')} is in use by another process (pid ${running.child.pid}: server/src/server.ts)`,
    );
    // Refused while the other was still opening the database, not after it gave up.
    expect(running.child.exitCode).toBeNull();

    await waitUntil('the api answering', () => answers(ports[1 - first]), 90_000);
    expect(recordedApiPid(dataDir)).toBe(running.child.pid);
    expect(await answers(ports[first])).toBe(false);

    // The other commands are refused too, the migration naming the running api.
    const migrate = run('scripts/migrate.ts', [], dataDir);
    expect(await migrate.exited).toBe(1);
    expect(migrate.output()).toContain(
      `The api (pid ${running.child.pid}, http://127.0.0.1:${ports[1 - first]}) holds the embedded database`,
    );

    running.child.kill('SIGKILL');
    await running.exited;
    const next = startApi(dataDir, ports[first]);
    await waitUntil(
      'the next api answering',
      async () => {
        if (next.child.exitCode !== null)
          throw new Error(`The next api stopped (exit ${next.child.exitCode}):\n${next.output()}`);
        return answers(ports[first]);
      },
      90_000,
    );
    expect(recordedApiPid(dataDir)).toBe(next.child.pid);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'api.json'))).toBe(false);
  }, 240_000);
});

describe('the demo seed and the copy into PostgreSQL', () => {
  let dataDir: string;
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const targetName = `sitka_copy_${randomBytes(6).toString('hex')}`;
  const targetUrl = (() => {
    const url = new URL(pgUrl);
    url.pathname = `/${targetName}`;
    return url.toString();
  })();

  beforeAll(async () => {
    dataDir = tempDataDir();
    const admin = new Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${targetName}`);
    await admin.end();
  });
  afterAll(() => dropDatabase(pgUrl, targetName));

  it('leaves no store behind when the seed is killed part-way, and the next seed fills the database', async () => {
    const images = path.join(dataDir, 'storage', 'images');
    const seed = run('scripts/migrate.ts', ['--demo'], dataDir);
    // Killed once a few products' pictures are written: part-way through the catalog.
    await waitUntil(
      'the seed writing pictures',
      () =>
        (fs.existsSync(images) ? fs.readdirSync(images).length >= 12 : false) || seed.child.exitCode !== null,
      90_000,
      10,
    );
    expect(seed.child.exitCode).toBeNull();
    seed.child.kill('SIGKILL');
    await seed.exited;

    await withDatabase(dataDir, async ({ db }) => {
      expect(await db.select({ value: count() }).from(tenants)).toEqual([{ value: 0 }]);
      expect(await db.select({ value: count() }).from(products)).toEqual([{ value: 0 }]);
    });

    const again = run('scripts/migrate.ts', ['--demo'], dataDir);
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('Database migrated and demo stores seeded.');
    await withDatabase(dataDir, async ({ db }) => {
      expect((await db.select({ id: tenants.id }).from(tenants)).map((row) => row.id).sort()).toEqual([
        'demo',
        'north',
      ]);
      expect(await db.select({ value: count() }).from(products)).toEqual([{ value: SEED_PRODUCTS }]);
    });
  }, 180_000);

  it('copies every table, ids and sequences into an empty PostgreSQL database, and refuses one that holds stores', async () => {
    // An order, its payment and its timeline, besides the seeded catalog.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    } as NodeJS.ProcessEnv);
    await withDatabase(dataDir, async (database) => {
      const app = await buildApp({ config, database });
      try {
        const [piece] = (await listProducts(app)).filter(
          (product) => product.totalInventory === null || product.totalInventory > 0,
        );
        const started = await startPayment(app, [{ product: piece, quantity: 1 }]);
        expect(started.statusCode).toBe(200);
        expect((await confirmCard(app, started.json().paymentIntentId)).statusCode).toBe(200);
        expect((await createOrder(app, started.json().paymentIntentId)).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });

    const copy = run('scripts/copy-to-postgres.ts', ['--to', targetUrl], dataDir);
    expect(await copy.exited).toBe(0);
    expect(copy.output()).toContain(`Copied 2 stores from ${path.join(dataDir, 'db')} into ${targetUrl}`);

    const target = new Client({ connectionString: targetUrl });
    await target.connect();
    try {
      await withDatabase(dataDir, async ({ db }) => {
        const sourceRows = async (query: string) =>
          ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
        await sourceRows("set timezone to 'UTC'");
        await target.query("set timezone to 'UTC'");
        const tableQuery = "select tablename from pg_tables where schemaname = 'public' order by tablename";
        const tables = (await target.query<{ tablename: string }>(tableQuery)).rows.map(
          (row) => row.tablename,
        );
        expect((await sourceRows(tableQuery)).map((row) => row.tablename)).toEqual(tables);
        const tableRows = (rows: { rows: string }[]) =>
          (JSON.parse(rows[0].rows) as unknown[]).map((row) => JSON.stringify(row)).sort();
        const everyRow = (table: string) =>
          `select coalesce(json_agg(t), '[]'::json)::text as rows from "${table}" t`;
        const copied: Record<string, number> = {};
        for (const table of tables) {
          const expected = tableRows((await sourceRows(everyRow(table))) as { rows: string }[]);
          expect({
            table,
            rows: tableRows((await target.query<{ rows: string }>(everyRow(table))).rows),
          }).toEqual({ table, rows: expected });
          copied[table] = expected.length;
        }
        expect(copied).toMatchObject({ tenants: 2, products: SEED_PRODUCTS, orders: 1, payments: 1 });
        expect(copied.order_events).toBeGreaterThan(0);

        const sequenceQuery =
          "select sequencename, last_value::text as last from pg_sequences where schemaname = 'public' order by sequencename";
        const sequences = (await target.query(sequenceQuery)).rows;
        expect(sequences).toEqual(await sourceRows(sequenceQuery));
        expect(sequences.find((sequence) => sequence.sequencename === 'order_events_id_seq')?.last).toEqual(
          expect.stringMatching(/^[1-9]\d*$/),
        );
      });
    } finally {
      await target.end();
    }

    const twice = run('scripts/copy-to-postgres.ts', ['--to', targetUrl], dataDir);
    expect(await twice.exited).toBe(1);
    expect(twice.output()).toContain(
      'The target database already holds 2 stores; copy into a new, empty database.',
    );
  }, 180_000);
});
