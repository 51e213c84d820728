/**
 * `npm test`: every check, stopping after the first step that fails, and how long each phase took.
 * The same phases run one by one with `npm run <phase>`.
 *
 * On a 2-core machine the phases run side by side where they can: lint, format, typecheck and the
 * web build; the unit suite and the server suite; then the browser and cluster suites. A phase
 * beside another has its output printed whole when it ends, so the log reads phase by phase.
 *
 * `--postgres <url>` (CI) runs the server suite on that PostgreSQL, where a file costs about half
 * the CPU it costs on PGlite, beside the browser and cluster suites at a lower priority (`nice`),
 * so that it takes the CPU they leave idle and their timed checks keep theirs; and on PGlite, before
 * them, only the files whose behaviour depends on the database server and those the same on either
 * (jest.config.js, SERVER_SUITE=differs).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { webBuildIsStale } from './lib/build-freshness';
import { buildWeb } from './lib/processes';

type Phase = { name: string; run: () => Promise<boolean> };
type Timing = { phase: string; seconds: number; ok: boolean };

const timings: Timing[] = [];

/** `npm run <script>`: live on this terminal, or collected and printed whole when it ends. */
function npmRun(script: string, options: { live: boolean; env?: NodeJS.ProcessEnv; niced?: boolean }) {
  const npm = ['npm', 'run', '--silent', script];
  const [command, ...args] = options.niced ? ['nice', '-n', '10', ...npm] : npm;
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    stdio: options.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise<boolean>((resolve) => {
    child.on('close', (code) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const script = (name: string, live = false): Phase => ({ name, run: () => npmRun(name, { live }) });

/** The production build the browser and cluster suites serve, made only when the sources are newer. */
const webBuild: Phase = {
  name: 'web build',
  run: async () => {
    if (!webBuildIsStale(path.resolve(__dirname, '..'))) return true;
    return buildWeb({ ...process.env, NODE_ENV: 'production' }).then(
      () => true,
      () => false,
    );
  },
};

/**
 * The server suite (jest.config.js chooses its files), beside other phases; beside the browser
 * suites at a lower priority, so their timed checks keep the CPU they need.
 */
const serverSuite = (name: string, env: Record<string, string> = {}, niced = true): Phase => ({
  name,
  run: () => npmRun('test:server', { live: false, env: { ...process.env, ...env }, niced }),
});

async function timed(phase: Phase): Promise<boolean> {
  const started = Date.now();
  const ok = await phase.run().catch(() => false);
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push({ phase: phase.name, seconds, ok });
  console.log(`phase ${phase.name}: ${seconds} s${ok ? '' : ' (failed)'}`);
  return ok;
}

function summary(wallSeconds: number): string {
  const rows = timings.map(
    ({ phase, seconds, ok }) =>
      `  ${phase.padEnd(22)} ${String(seconds).padStart(5)} s${ok ? '' : '  FAILED'}`,
  );
  return ['Phases:', ...rows, `  ${'total (wall)'.padEnd(22)} ${String(wallSeconds).padStart(5)} s`].join(
    '\n',
  );
}

function postgresUrl(): string | null {
  const at = process.argv.indexOf('--postgres');
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
}

async function main() {
  const started = Date.now();
  const finish = (ok: boolean) => {
    console.log(summary(Math.round((Date.now() - started) / 1000)));
    process.exit(ok ? 0 : 1);
  };
  const url = postgresUrl();
  const side = async (phases: Phase[]) => (await Promise.all(phases.map(timed))).every(Boolean);

  // The web build beside the checks: they leave a core idle for a good part of their minutes.
  if (!(await side([script('lint'), script('format:check'), script('typecheck'), webBuild]))) finish(false);
  // The unit suite and the server suite on PGlite side by side: every server file, or in CI only
  // those that differ there (SERVER_SUITE=differs), its longest files started first, so the others
  // fill the cores around them.
  const pglite = serverSuite('server on PGlite', url ? { SERVER_SUITE: 'differs' } : {}, false);
  if (!(await side([script('test:unit'), pglite]))) finish(false);
  // The browser suite (in two halves, each with its servers) and the cluster, with, in CI, the
  // server suite on PostgreSQL beside them at a lower priority.
  const postgres = url ? [serverSuite('server on PostgreSQL', { TEST_DATABASE_URL: url })] : [];
  finish(await side([script('test:e2e', true), script('test:cluster'), ...postgres]));
}

void main();
