/**
 * The environment both servers start with: ports, the URLs they find each other at, and the
 * secrets they share. Outside production, secrets that are not set are generated once and kept in
 * `data/secrets.json` (the api reads the same file), so sessions and encrypted fields survive a
 * restart and nothing secret lives in the repository. Production generates nothing: each server
 * refuses to start without its secrets and names them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ensureLocalSecrets } from '../../server/src/services/platform/local-secrets';

export type ServiceEnvironment = {
  apiPort: number;
  webPort: number;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** Whether the demo stores are wanted: an embedded database outside production. */
  demo: boolean;
};

const SECRET_NAMES = [
  'JWT_SECRET',
  'REVALIDATE_SECRET',
  'NEXTAUTH_SECRET',
  'FIELD_ENCRYPTION_KEY',
  'OPERATOR_TOKEN',
] as const;

/**
 * Reads `.env` (as `.env.example` says to copy it) into `target`, when the file is there: a
 * variable already set (in the shell, by the caller) keeps its value. Answers the names it set.
 */
export function loadDotEnv(file = path.resolve('.env'), target: NodeJS.ProcessEnv = process.env): string[] {
  if (!fs.existsSync(file)) return [];
  const set: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
    if (target[name] !== undefined) continue;
    target[name] = value;
    set.push(name);
  }
  return set;
}

/** `npm start` on the embedded database is the demo the README promises; PostgreSQL or production is not. */
export const demoWanted = (base: NodeJS.ProcessEnv) =>
  base.NODE_ENV !== 'production' && !base.DATABASE_URL?.trim();

/** The environment for the api and the web, from `base` (process.env) plus defaults. */
export function serviceEnvironment(base: NodeJS.ProcessEnv = process.env): ServiceEnvironment {
  const apiPort = Number(base.API_PORT ?? 4000);
  const webPort = Number(base.PORT ?? 3000);
  const dataDir = path.resolve(base.DATA_DIR ?? 'data');
  const production = base.NODE_ENV === 'production';
  const unset = SECRET_NAMES.filter((name) => !base[name]?.trim());
  const generated = production || unset.length === 0 ? {} : ensureLocalSecrets(dataDir, unset).values;
  const apiUrl = base.API_URL ?? `http://localhost:${apiPort}`;
  const webUrl = base.WEB_URL ?? `http://localhost:${webPort}`;
  const env: NodeJS.ProcessEnv = {
    ...generated,
    ...base,
    ...Object.fromEntries(Object.entries(generated).filter(([name]) => !base[name]?.trim())),
    API_PORT: String(apiPort),
    PORT: String(webPort),
    DATA_DIR: dataDir,
    API_URL: apiUrl,
    WEB_URL: webUrl,
    NEXTAUTH_URL: base.NEXTAUTH_URL ?? webUrl,
    WEB_ORIGINS: base.WEB_ORIGINS ?? `${webUrl},http://127.0.0.1:${webPort}`,
    NEXT_PUBLIC_REALTIME_URL: base.NEXT_PUBLIC_REALTIME_URL ?? apiUrl,
  };
  return { apiPort, webPort, dataDir, env, demo: demoWanted(base) };
}
