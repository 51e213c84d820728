/**
 * How Sitka's own servers are compiled for node (the web's server and cache handler, the api):
 * each entry and what it imports from the repository into one CommonJS file, packages left in
 * node_modules. Each file is written beside its place and renamed into it, so a server started
 * while another compile runs reads a whole file, the old or the new.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

export function compileForNode(root: string, entryPoints: Record<string, string>, outdir: string): void {
  const result = buildSync({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    write: false,
  });
  for (const file of result.outputFiles) {
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    const part = `${file.path}.${process.pid}.part`;
    fs.writeFileSync(part, file.contents);
    fs.renameSync(part, file.path);
  }
}
