/**
 * `npm test`: every check in order, stopping at the first that fails, and how long each took.
 * The same phases run one by one with `npm run <phase>`.
 */
import { spawnSync } from 'node:child_process';

const PHASES = [
  'lint',
  'format:check',
  'typecheck',
  'test:unit',
  'test:server',
  'test:e2e',
  'test:cluster',
] as const;

const timings: { phase: string; seconds: number; ok: boolean }[] = [];

function summary(): string {
  const rows = timings.map(
    ({ phase, seconds, ok }) =>
      `  ${phase.padEnd(14)} ${String(seconds).padStart(5)} s${ok ? '' : '  FAILED'}`,
  );
  const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
  return ['Phases:', ...rows, `  ${'total'.padEnd(14)} ${String(total).padStart(5)} s`].join('\n');
}

for (const phase of PHASES) {
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', phase], { stdio: 'inherit' });
  const ok = status === 0;
  timings.push({ phase, seconds: Math.round((Date.now() - started) / 1000), ok });
  console.log(`phase ${phase}: ${timings.at(-1)!.seconds} s${ok ? '' : ' (failed)'}`);
  if (!ok) {
    console.log(summary());
    process.exit(status ?? 1);
  }
}
console.log(summary());
