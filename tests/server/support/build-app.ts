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
import { seedIfEmpty } from '@/server/src/db/seed';
import { createLocalStorage } from '@/server/src/adapters/storage';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; config: Config; close: () => Promise<void> };

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
    drop: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Builds the api over a fresh seeded database; env overrides the config (e.g. REDIS_URL). */
export async function buildTestApp(env: Record<string, string> = {}, options: { seed?: boolean } = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-test-'));
  const pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  } as NodeJS.ProcessEnv);
  const database = await openDatabase({ url: pg?.url, dataDir: null, poolSize: 30 });
  await database.migrate();
  if (options.seed !== false) await seedIfEmpty(database.db, createLocalStorage(config.storageDir), { images: 'plain' });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await pg?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in a seeded account and returns its bearer header. */
export async function bearerFor(app: FastifyInstance, email: string, tenant = 'demo', password = 'Sitka-demo-2026!') {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-tenant-id': tenant }, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.body}`);
  return { authorization: `Bearer ${response.json().token}` };
}
