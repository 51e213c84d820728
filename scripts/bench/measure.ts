import autocannon from 'autocannon';

export type Measurement = {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  non2xx: number;
};

const WARM_UP_SECONDS = 3;

/**
 * autocannon at `connections` for `seconds` against one URL, after a warm-up run that is not
 * counted: the JIT has compiled the hot path of both the target and the baseline before timing.
 */
export async function measure(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<Measurement> {
  const connections = options.connections ?? 50;
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, headers: options.headers });
  const result = await autocannon({
    url,
    connections,
    duration: options.seconds ?? 10,
    headers: options.headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Latency at a fixed offered load: autocannon holds `rate` requests per second overall (its
 * overallRate) for `seconds`, after an uncounted warm-up at the same rate.
 */
export async function measureAtRate(
  url: string,
  rate: number,
  options: { seconds?: number; headers?: Record<string, string> } = {},
): Promise<Measurement> {
  // Enough connections that a slow answer does not hold back the schedule.
  const connections = Math.max(10, Math.ceil(rate / 50));
  await autocannon({
    url,
    connections,
    overallRate: rate,
    duration: WARM_UP_SECONDS,
    headers: options.headers,
  });
  const result = await autocannon({
    url,
    connections,
    overallRate: rate,
    duration: options.seconds ?? 10,
    headers: options.headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The middle of a few runs' figures (the upper middle of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
