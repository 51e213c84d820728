/**
 * What the server suite's seeded template depends on: the api and lib sources, the migrations,
 * the template builder, the PGlite version and the day (the seed writes that day's backup file).
 * Worked out once per run by the suite's global set-up and handed to its workers in the
 * environment, so every file of a run clones the same template, however the sources change
 * while it runs. Plain Node only: the global set-up has no import aliases.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const SOURCES_DIGEST_ENV = 'SITKA_TEST_SOURCES_DIGEST';

const ROOT = path.resolve(__dirname, '../..');

export function computeSourcesDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) hash.update(path.relative(ROOT, full)).update(readFileSync(full));
    }
  };
  for (const dir of ['server/src', 'server/db', 'lib']) walk(path.join(ROOT, dir));
  hash.update(readFileSync(path.join(ROOT, 'tests/server/support/seed-template.ts')));
  const pgliteVersion = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version;
  const day = new Date().toLocaleDateString('en-CA');
  return hash.update(`${pgliteVersion} ${day}`).digest('hex');
}

/** The run's digest when the global set-up gave one; else (a file run on its own) worked out now. */
export function sourcesDigest(): string {
  return (process.env[SOURCES_DIGEST_ENV] ??= computeSourcesDigest());
}
