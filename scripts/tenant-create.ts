/**
 * Creates a store and its first admin:
 *   npm run tenant:create -- --slug S --name N --domain D --admin-email E --admin-password P
 * When an api holds the embedded database (PGlite is single-process: `npm start` running), the
 * store is created through that api's operator route with OPERATOR_TOKEN (from the environment,
 * else the data dir's secrets.json, where `npm start` keeps it). Otherwise the database is opened
 * here directly.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { DataDirInUseError } from '../server/src/db/data-dir-lock';
import { findRunningApi, type RunningApi } from '../server/src/running-api';
import { localSecretsPath } from '../server/src/services/platform/local-secrets';
import { createStoreAsOperator, OPERATOR_TOKEN_HEADER } from '../server/src/services/platform/operator';
import type { NewTenant } from '../server/src/services/stores/tenants';

function readInput(): NewTenant {
  const { values } = parseArgs({
    options: {
      slug: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
    },
  });
  const missing = ['slug', 'name', 'admin-email', 'admin-password'].filter(
    (key) => !values[key as keyof typeof values],
  );
  if (missing.length) throw new Error(`Missing: ${missing.map((key) => `--${key}`).join(', ')}`);
  return {
    slug: values.slug!,
    name: values.name!,
    domain: values.domain,
    adminEmail: values['admin-email']!,
    adminPassword: values['admin-password']!,
  };
}

function operatorToken(config: Config): string | undefined {
  if (config.OPERATOR_TOKEN) return config.OPERATOR_TOKEN;
  try {
    return (JSON.parse(fs.readFileSync(localSecretsPath(config.DATA_DIR), 'utf8')) as Record<string, string>)
      .OPERATOR_TOKEN;
  } catch {
    return undefined;
  }
}

async function throughApi(api: RunningApi, token: string | undefined, input: NewTenant): Promise<void> {
  if (!token)
    throw new Error(
      `The api (pid ${api.pid}) holds the embedded database. Set OPERATOR_TOKEN to the api's operator token and run this again, or stop the api first.`,
    );
  let response: Response;
  try {
    response = await fetch(`${api.url}/api/tenants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: token },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new Error(
      `The api (pid ${api.pid}) holds the embedded database but did not answer at ${api.url} (${(error as Error).message}). Wait until it is up, or stop it first.`,
    );
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { error?: string; field?: string };
  const field = body.field ? ` (${body.field})` : '';
  throw new Error(`The api refused the store${field}: ${body.error ?? `HTTP ${response.status}`}`);
}

async function directly(config: Config, input: NewTenant): Promise<void> {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new Error(
        `${error.message} If it is the api starting, run this again once it answers: the store is then created through it.`,
      );
    throw new Error(`Could not open the database: ${(error as Error).message}`);
  }
  try {
    await database.migrate();
    await createStoreAsOperator(database.db, input);
  } finally {
    await database.close();
  }
}

async function main() {
  const input = readInput();
  const config = loadConfig();
  const api = config.DATABASE_URL ? null : findRunningApi(config.DATA_DIR);
  if (api) await throughApi(api, operatorToken(config), input);
  else await directly(config, input);
  console.log(
    `Created store ${input.slug}${input.domain ? ` at ${input.domain.toLowerCase()}` : ''} with admin ${input.adminEmail}${api ? ' (through the running api)' : ''}.`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
