/**
 * A real api for a test file: a fresh database (PGlite in memory, or a new PostgreSQL database
 * when TEST_DATABASE_URL is set), migrated and seeded with the demo stores, and a temporary
 * storage directory. `close()` drops all of it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/src/app';
import { loadConfig, type Config } from '@/server/src/config';
import { openDatabase, type DatabaseHandle } from '@/server/src/db/client';
import { clonePglite, clonePostgres, dropDatabase } from './seed-template';

/** The demo store's tenant header, as the web's proxy sends it. */
export const demo = { 'x-tenant-id': 'demo' };

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The environment the config was parsed from, so a peer app can start from the same one. */
  env: Record<string, string>;
  /** The PostgreSQL database's address (TEST_DATABASE_URL), for an api process of its own; else null. */
  databaseUrl: string | null;
  close: () => Promise<void>;
};

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sitka_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: () => dropDatabase(url, name),
  };
}

/** Builds the api over a fresh seeded database; env overrides the config (e.g. REDIS_URL). */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { seed?: boolean } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-test-'));
  // DNS is asked of a closed local port unless a test brings its own server (support/fake-dns.ts): no test reaches outside DNS.
  const testEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    DNS_SERVERS: '127.0.0.1:9',
    ...env,
  };
  const config = loadConfig(testEnv as NodeJS.ProcessEnv);
  const seed = options.seed !== false;
  const pgUrl = process.env.TEST_DATABASE_URL;
  // Seeded databases are cloned from a template built once (see seed-template.ts).
  const pg = pgUrl ? await (seed ? clonePostgres(pgUrl, config.storageDir) : freshPostgres(pgUrl)) : null;
  const database = pg
    ? await openDatabase({ url: pg.url, poolSize: 30 })
    : seed
      ? await clonePglite(config.storageDir)
      : await openDatabase({ dataDir: null });
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    env: testEnv,
    databaseUrl: pg?.url ?? null,
    close: async () => {
      await app.close();
      await database.close();
      await pg?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second api over an existing test app's database and storage, as a second instance behind a
 * load balancer would be (e.g. both with REDIS_URL). Its close() closes only this app: close it
 * before the test app that owns the database.
 */
export async function buildPeerApp(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const config = loadConfig({ ...t.env, ...env } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database: t.database });
  await app.ready();
  return { app, close: () => app.close() };
}

/** Signs in a seeded account and returns its bearer header. */
export async function bearerFor(
  app: FastifyInstance,
  email: string,
  tenant = 'demo',
  password = 'Sitka-demo-2026!',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant-id': tenant },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.body}`);
  return { authorization: `Bearer ${response.json().token}` };
}

/** The api over the demo stores with the demo store's owner signed in: where most test files start. */
export async function ownerApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; owner: { authorization: string } }> {
  const t = await buildTestApp(env);
  return { t, owner: await bearerFor(t.app, 'owner@demo.test') };
}
