/**
 * What the cluster test runs against: a fresh database on the machine's PostgreSQL seeded with the
 * demo stores, a Redis prefix of its own on the machine's Redis, an S3 bucket in an in-process
 * s3rver, and production secrets made for the run. `close()` takes all of it away again.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import S3rver from 's3rver';
import { freePort } from '../../../scripts/lib/cluster';
import { migrateAndSeed } from '../../../scripts/lib/processes';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database, migrated and seeded with the demo stores (their images into `storageDataDir`). */
export async function seededDatabase(
  storageDataDir: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sitka_cluster_${hex(6)}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  // The demo stores are never seeded in production; the seed runs as a test, the cluster as production.
  await migrateAndSeed(
    {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      DATA_DIR: storageDataDir,
      LOG_LEVEL: 'warn',
    },
    true,
  );
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** Deletes every key under `prefix`: the run leaves the shared Redis as it found it. */
async function forgetPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<
      string[]
    >)
      if (keys.length) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

export type Deployment = {
  /** Everything a cluster process is given: shared services, bucket and secrets. */
  env: NodeJS.ProcessEnv;
  dataRoot: string;
  prefix: string;
  /** A second deployment's settings: its own database and prefix, the same Redis and bucket server. */
  other: () => Promise<NodeJS.ProcessEnv>;
  close: () => Promise<void>;
};

export async function startDeployment(): Promise<Deployment> {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-cluster-'));
  const bucket = `sitka-${hex(4)}`;
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    silent: true,
    directory: path.join(dataRoot, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3.run();
  const prefix = `sitka-cluster-${hex(4)}`;
  const cleanups: (() => Promise<void>)[] = [() => s3.close(), () => forgetPrefix(prefix)];
  const database = await seededDatabase(path.join(dataRoot, 'api-1'));
  cleanups.push(database.drop);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    // s3rver's own fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    JWT_SECRET: hex(32),
    FIELD_ENCRYPTION_KEY: hex(32),
    REVALIDATE_SECRET: hex(32),
    NEXTAUTH_SECRET: hex(32),
    PAYMENTS_PROVIDER: 'test',
    // Domain checks ask a closed local port: no test reaches outside DNS.
    DNS_SERVERS: '127.0.0.1:9',
    LOG_LEVEL: 'warn',
  };
  const other = async () => {
    const otherPrefix = `${prefix}-other`;
    const otherDatabase = await seededDatabase(path.join(dataRoot, 'other', 'api-1'));
    cleanups.push(otherDatabase.drop, () => forgetPrefix(otherPrefix));
    return { ...env, DATABASE_URL: otherDatabase.url, REDIS_PREFIX: otherPrefix };
  };
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    fs.rmSync(dataRoot, { recursive: true, force: true });
  };
  return { env, dataRoot, prefix, other, close };
}
