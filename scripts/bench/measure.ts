import autocannon from 'autocannon';

export type Measurement = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

const WARM_UP_SECONDS = 3;

/**
 * autocannon at `connections` for `seconds` against one URL, after a warm-up run that is not
 * counted: the JIT has compiled the hot path of both the target and the baseline before timing.
 */
export async function measure(url: string, options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}): Promise<Measurement> {
  const connections = options.connections ?? 50;
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, headers: options.headers });
  const result = await autocannon({ url, connections, duration: options.seconds ?? 10, headers: options.headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One printed row: the figures of a target and its ratio to the baseline. */
export function formatRow(name: string, target: Measurement, baseline: Measurement): string {
  const ratio = target.requestsPerSecond / baseline.requestsPerSecond;
  return [
    name.padEnd(28),
    `${Math.round(target.requestsPerSecond).toString().padStart(7)} req/s`,
    `p50 ${target.p50.toFixed(1).padStart(6)} ms`,
    `p99 ${target.p99.toFixed(1).padStart(6)} ms`,
    `| baseline ${Math.round(baseline.requestsPerSecond).toString().padStart(7)} req/s p99 ${baseline.p99.toFixed(1)} ms`,
    `| ratio ${ratio.toFixed(2)}x`,
    target.errors || target.non2xx ? `| ${target.errors} errors, ${target.non2xx} non-2xx` : '',
  ].join('  ');
}
