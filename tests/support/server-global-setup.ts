/**
 * Before the server suite's workers start: the seeded database its test files copy, built once
 * here (tests/server/support/seed-template.ts) rather than by the first file of each worker at
 * once, inside that file's hook timeout. It runs under tsx, which reads the api's import aliases
 * from tsconfig.json as the api itself does (jest's global set-up has no moduleNameMapper). The
 * sources' digest that names the template is worked out here once, so the whole run uses one.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { computeSourcesDigest, SOURCES_DIGEST_ENV } from './sources-digest';

const root = path.resolve(__dirname, '../..');

export default function buildSeedTemplate(): Promise<void> {
  // The workers (and the builder below) inherit it: one template for the whole run.
  process.env[SOURCES_DIGEST_ENV] = computeSourcesDigest();
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [path.join(__dirname, 'build-seed-template.ts')], { cwd: root, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The seeded test database was not built (exit ${code})`)),
    );
  });
}
