/**
 * Secrets kept in `<DATA_DIR>/secrets.json` outside production: generated once, then read on every
 * start, so tokens and encrypted fields survive a restart without anything secret in the
 * repository. `npm start` and the api read the same file, so either may create a secret first.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const LOCAL_SECRETS_FILE = 'secrets.json';

export const localSecretsPath = (dataDir: string) => path.join(dataDir, LOCAL_SECRETS_FILE);

function readStored(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
}

/**
 * The stored value of each name, generating (32 random bytes, hex) and persisting the ones that
 * are missing. Returns the values and which names were created just now.
 */
export function ensureLocalSecrets<N extends string>(
  dataDir: string,
  names: readonly N[],
): { values: Record<N, string>; created: N[] } {
  const file = localSecretsPath(dataDir);
  for (;;) {
    const existed = fs.existsSync(file);
    const stored = readStored(file);
    const created = names.filter((name) => !stored[name]);
    for (const name of created) stored[name] = randomBytes(32).toString('hex');
    if (created.length) {
      fs.mkdirSync(dataDir, { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(stored, null, 2), { mode: 0o600 });
      if (existed) fs.renameSync(temporary, file);
      else {
        // The first file is linked into place, which fails when another process (two started at
        // once on a new data dir) wrote it meanwhile: then its secrets are the ones, read again.
        try {
          fs.linkSync(temporary, file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          continue;
        } finally {
          fs.rmSync(temporary, { force: true });
        }
      }
    }
    return {
      values: Object.fromEntries(names.map((name) => [name, stored[name]])) as Record<N, string>,
      created,
    };
  }
}
