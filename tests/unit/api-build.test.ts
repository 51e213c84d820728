/**
 * The compiled api (scripts/lib/api-build.ts): made when missing, made again when a source is newer,
 * and runnable by node itself, from a repository of one file.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BUILD, apiBuildIsStale, freshApiBuild } from '@/scripts/lib/api-build';

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-api-build-'));
  fs.mkdirSync(path.join(root, 'server/src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }');
  fs.writeFileSync(
    path.join(root, 'server/src/server.ts'),
    "const greeting: string = 'api ready';\nconsole.log(greeting);\n",
  );
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const ageBy = (file: string, seconds: number) => {
  const at = new Date(Date.now() - seconds * 1000);
  fs.utimesSync(file, at, at);
};

it('compiles the api when it is missing, into plain JavaScript node runs', () => {
  expect(apiBuildIsStale(root)).toBe(true);
  const built = freshApiBuild(root);
  expect(built).toBe(path.join(root, API_BUILD));
  expect(execFileSync(process.execPath, [built], { encoding: 'utf8' })).toBe('api ready\n');
  expect(apiBuildIsStale(root)).toBe(false);
  // Written whole: no part file is left beside it.
  expect(fs.readdirSync(path.dirname(built)).filter((name) => name.endsWith('.part'))).toEqual([]);
});

it('compiles it again when a source is newer than the build', () => {
  const built = freshApiBuild(root);
  ageBy(built, 60);
  fs.writeFileSync(path.join(root, 'server/src/server.ts'), "console.log('changed');\n");
  expect(apiBuildIsStale(root)).toBe(true);
  expect(execFileSync(process.execPath, [freshApiBuild(root)], { encoding: 'utf8' })).toBe('changed\n');
});
