/**
 * The environment both servers start with: ports, the URLs they find each other at, and the
 * secrets they share. Secrets that are not set are generated once and kept in `data/secrets.json`,
 * so sessions survive a restart and nothing secret lives in the repository.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type ServiceEnvironment = {
  apiPort: number;
  webPort: number;
  dataDir: string;
  env: NodeJS.ProcessEnv;
};

const SECRET_NAMES = ['JWT_SECRET', 'REVALIDATE_SECRET', 'NEXTAUTH_SECRET', 'FIELD_ENCRYPTION_KEY'] as const;

function loadSecrets(dataDir: string): Record<(typeof SECRET_NAMES)[number], string> {
  const file = path.join(dataDir, 'secrets.json');
  const stored = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
  let changed = false;
  for (const name of SECRET_NAMES) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('hex');
      changed = true;
    }
  }
  if (changed) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return stored as Record<(typeof SECRET_NAMES)[number], string>;
}

/** The environment for the api and the web, from `base` (process.env) plus defaults. */
export function serviceEnvironment(base: NodeJS.ProcessEnv = process.env): ServiceEnvironment {
  const apiPort = Number(base.API_PORT ?? 4000);
  const webPort = Number(base.PORT ?? 3000);
  const dataDir = path.resolve(base.DATA_DIR ?? 'data');
  const secrets = loadSecrets(dataDir);
  const apiUrl = base.API_URL ?? `http://localhost:${apiPort}`;
  const webUrl = base.WEB_URL ?? `http://localhost:${webPort}`;
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(SECRET_NAMES.map((name) => [name, base[name] ?? secrets[name]])),
    ...base,
    API_PORT: String(apiPort),
    PORT: String(webPort),
    DATA_DIR: dataDir,
    API_URL: apiUrl,
    WEB_URL: webUrl,
    NEXTAUTH_URL: base.NEXTAUTH_URL ?? webUrl,
    WEB_ORIGINS: base.WEB_ORIGINS ?? `${webUrl},http://127.0.0.1:${webPort}`,
    NEXT_PUBLIC_REALTIME_URL: base.NEXT_PUBLIC_REALTIME_URL ?? apiUrl,
  };
  return { apiPort, webPort, dataDir, env };
}
