/**
 * Page throughput as ratios: each page at 50 connections beside two floors measured in the same
 * run — Next's own static file (`/icon.svg`) from the same web server, the framework's floor, and
 * plain node:http serving the page's own bytes — then its latency at a fixed 100 req/s.
 */
import { measure, measureAtRate, type Measurement } from './measure';
import { withBaseline } from './baseline';

export const PAGE_GOALS = { frameworkRatio: 0.8, p99AtRateMs: 50, rate: 100 } as const;

export type PageResult = {
  name: string;
  page: Measurement;
  framework: Measurement;
  node: Measurement;
  atRate: Measurement;
  bytes: number;
};

export async function benchPage(
  name: string,
  url: string,
  frameworkUrl: string,
  headers: Record<string, string> = {},
): Promise<PageResult> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
  const page = await measure(url, { headers });
  const framework = await measure(frameworkUrl);
  const node = await withBaseline(body, contentType, (baselineUrl) => measure(baselineUrl));
  const atRate = await measureAtRate(url, PAGE_GOALS.rate, { headers });
  return { name, page, framework, node, atRate, bytes: body.length };
}

const n = (value: number) => Math.round(value).toLocaleString('en-US');
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The pages table, as Markdown, so docs/performance.md can carry one run's figures as printed. */
export function pagesTable(results: PageResult[]): string {
  const rows = results.map(({ name, page, framework, node, atRate }) => {
    const ratio = page.requestsPerSecond / framework.requestsPerSecond;
    const ok =
      ratio >= PAGE_GOALS.frameworkRatio &&
      atRate.p99 <= PAGE_GOALS.p99AtRateMs &&
      !page.errors &&
      !page.non2xx;
    return `| \`${name}\` | ${n(page.requestsPerSecond)} req/s, p99 ${n(page.p99)} ms | ${n(framework.requestsPerSecond)} req/s | ${n(node.requestsPerSecond)} req/s | ${ratio.toFixed(2)}× | ${(page.requestsPerSecond / node.requestsPerSecond).toFixed(2)}× | ${atRate.p50.toFixed(0)} / ${atRate.p99.toFixed(0)} ms | ${verdict(ok)} |`;
  });
  return [
    `| page | 50 connections | framework floor (\`/icon.svg\`) | node:http, same bytes | ÷ framework | ÷ node:http | p50 / p99 at ${PAGE_GOALS.rate} req/s | goal: ≥ ${PAGE_GOALS.frameworkRatio}× framework, p99 ≤ ${PAGE_GOALS.p99AtRateMs} ms |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
