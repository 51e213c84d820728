/** Starting, watching and stopping the two servers. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freshApiBuild } from './api-build';
import { demoWanted } from './environment';

const root = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** The last lines each child wrote, quiet or not: said when it stops before answering. */
const recentOutput = new WeakMap<ChildProcess, string[]>();
const RECENT_LINES = 30;

/** Spawns a command from the repository root with the given environment, output prefixed. */
export function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet = false,
): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const recent: string[] = [];
  recentOutput.set(child, recent);
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > RECENT_LINES) recent.shift();
      if (!quiet) stream.write(prefix + line + '\n');
    }
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  return child;
}

/** The api as production runs it: compiled (scripts/lib/api-build.ts), by node itself. */
export const startApi = (env: NodeJS.ProcessEnv, quiet = false, name = 'api') =>
  run(name, process.execPath, [freshApiBuild(root)], env, quiet);
/** The web's compiled server (scripts/web-server.ts), beside the build in `env`'s NEXT_DIST_DIR. */
export const webServerEntry = (env: NodeJS.ProcessEnv = process.env) =>
  path.join(root, env.NEXT_DIST_DIR || '.next', 'sitka', 'web-server.js');
/**
 * The web's JavaScript heap, in MB (WEB_MAX_HEAP_MB). Without a cap V8 sizes its heap from the
 * machine's memory (up to 4 GB) and collects late, so a web under steady load grows for minutes
 * before it settles; with it the web settles under ~2× this (docs/performance.md, the soak).
 * The image and compose pass the same figure (Dockerfile, compose.yaml).
 */
export const WEB_MAX_HEAP_MB = 256;
export const webHeapFlag = (env: NodeJS.ProcessEnv = process.env) =>
  `--max-old-space-size=${Number(env.WEB_MAX_HEAP_MB) || WEB_MAX_HEAP_MB}`;
// Not `next start`: the web's server sets the client's address from the connection itself.
export const startWeb = (env: NodeJS.ProcessEnv, quiet = false, name = 'web') => {
  const all = { ...process.env, ...env };
  return run(
    name,
    process.execPath,
    [webHeapFlag(all), webServerEntry(all)],
    { PORT: '3000', ...env },
    quiet,
  );
};

/** Runs a command to completion; rejects on a non-zero exit. */
export function runToEnd(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = run(name, command, args, env);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`))));
  });
}

/** Migrates; seeds the demo stores on an empty database when they are wanted (see demoWanted). */
/** Migrates, and seeds the demo stores when the environment wants them (or `demo` says so: a fresh benchmark database). */
export const migrateAndSeed = (env: NodeJS.ProcessEnv, demo = demoWanted(env)) =>
  runToEnd('db', bin('tsx'), ['scripts/migrate.ts', ...(demo ? ['--demo'] : [])], env);
/** Adds `count` plain products to `tenant` (scripts/seed-extra-products.ts), with the api stopped. */
export const seedExtraProducts = (env: NodeJS.ProcessEnv, tenant: string, count: number) =>
  runToEnd(
    'db',
    bin('tsx'),
    ['scripts/seed-extra-products.ts', '--tenant', tenant, '--count', String(count)],
    env,
  );
/** `npm run build`: Next's build, then the web's server compiled beside it (scripts/compile-web.ts). */
export const buildWeb = async (env: NodeJS.ProcessEnv) => {
  await runToEnd('build', bin('next'), ['build'], env);
  await runToEnd('build', bin('tsx'), ['scripts/compile-web.ts'], env);
};

/**
 * Forgets the pages and api answers a build's web server cached at run time. A run over a new
 * database (the browser tests, the benchmark) must not be served an earlier run's pages.
 */
export function clearRuntimeCache(): void {
  const dist = path.join(root, process.env.NEXT_DIST_DIR || '.next');
  for (const dir of [path.join(dist, 'server', 'route-cache'), path.join(dist, 'cache', 'fetch-cache')])
    fs.rmSync(dir, { recursive: true, force: true });
}

/** Resolves once `url` answers 2xx–4xx, or rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** As waitForHttp, but fails at once when `child` exits first (a refused setting, a taken port). */
export async function waitForChild(child: ChildProcess, name: string, url: string): Promise<void> {
  const stopped = () => {
    const said = recentOutput.get(child)?.join('\n  ');
    return new Error(`${name} stopped before answering at ${url}${said ? `; it said:\n  ${said}` : ''}`);
  };
  if (child.exitCode !== null) throw stopped();
  let onExit: (() => void) | undefined;
  const exited = new Promise<never>((_, reject) => {
    onExit = () => reject(stopped());
    child.once('exit', onExit);
  });
  try {
    await Promise.race([waitForHttp(url), exited]);
  } finally {
    child.off('exit', onExit!);
  }
}

/** Sends SIGTERM, then SIGKILL after `graceMs` if the process is still there. */
export function stop(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
