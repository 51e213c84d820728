/**
 * Lighthouse (mobile defaults: emulated phone, simulated slow 4G and CPU) on the store's pages
 * beside a bare Next.js page (one static page, no app code, the same installed Next) served on
 * the same machine in the same run. Each page runs three times; the medians are printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../lib/chromium';
import { stop, waitForHttp } from '../lib/processes';
import { median } from './measure';

const root = path.resolve(__dirname, '../..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const LIGHTHOUSE_GOALS = {
  tbtOverBareMs: 100,
  lcpBelowMs: 2_000,
  cls: 0.02,
  otherCategories: 100,
} as const;

export type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};
/** A page's medians, and each run's LCP in run order (it moves most between runs). */
export type LighthouseRow = { name: string; scores: Scores; lcpRunsMs: number[] };

/** A bare Next.js app in a temp dir, built with the repository's own `next` and served as the store is. */
export async function startBareNext(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-bare-next-'));
  fs.mkdirSync(path.join(dir, 'app'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true }));
  // The symlinked node_modules lies outside the app; the bundler may read it from there.
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    "export default { turbopack: { root: '/' }, outputFileTracingRoot: '/' };\n",
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.tsx'),
    "export const metadata = { title: 'Bare Next.js', description: 'One static page and nothing else, to measure the framework alone.' };\n" +
      'export default function Layout({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'page.tsx'),
    'export default function Page() { return <main><h1>Bare Next.js</h1><p>One static page.</p></main>; }\n',
  );
  const next = path.join(root, 'node_modules', '.bin', 'next');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: '',
  };
  await new Promise<void>((resolve, reject) => {
    const build = spawn(next, ['build'], { cwd: dir, env, stdio: 'ignore' });
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the bare Next.js build exited with ${code}`)),
    );
  });
  // `next start`, compressing as the store's web does (Next's own compression for both).
  const server: ChildProcess = spawn(next, ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url);
  return {
    url,
    close: async () => {
      await stop(server);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs Lighthouse `runs` times on each page, in one Chromium; medians per figure. */
export async function runLighthouse(
  pages: { name: string; url: string }[],
  runs = 3,
): Promise<LighthouseRow[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const launch = await findChromium();
  const chrome = await chromeLauncher.launch({
    chromePath: launch.executablePath,
    chromeFlags: ['--headless=new', ...launch.args],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const all: Scores[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        if (process.env.BENCH_LH_DETAIL) {
          const lcp = audits['largest-contentful-paint-element']?.details as
            { items?: { items?: Record<string, unknown>[] }[] } | undefined;
          const [element, phases] = lcp?.items ?? [];
          const node = element?.items?.[0]?.node as { snippet?: string } | undefined;
          console.log(`  ${page.name} run ${run + 1}: LCP element ${node?.snippet ?? '?'}`);
          for (const phase of phases?.items ?? [])
            console.log(`    ${String(phase.phase).padEnd(20)} ${Math.round(Number(phase.timing))} ms`);
          const bootup = audits['bootup-time']?.details as
            { items?: { url: string; scripting: number; total: number }[] } | undefined;
          for (const item of (bootup?.items ?? []).slice(0, 6))
            console.log(
              `    main thread ${Math.round(item.total)} ms (scripting ${Math.round(item.scripting)}) ${item.url}`,
            );
        }
        // What costs a category below 100 is named, so a regression says where it is.
        for (const id of CATEGORIES.slice(1))
          for (const ref of categories[id]?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1)
              console.log(`  ${page.name} run ${run + 1}: ${id} loses on ${ref.id}: ${audit.title}`);
          }
        all.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
      }
      const pick = (key: keyof Scores) => median(all.map((scores) => scores[key]));
      rows.push({
        name: page.name,
        lcpRunsMs: all.map((scores) => scores.lcpMs),
        scores: {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
        },
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** The Lighthouse table as Markdown, each store page judged against the bare page's row. */
export function lighthouseTable(rows: LighthouseRow[], bare: LighthouseRow): string {
  const g = LIGHTHOUSE_GOALS;
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const line = ({ name, scores: s, lcpRunsMs }: LighthouseRow, judged: boolean) => {
    const ok =
      s.tbtMs <= bare.scores.tbtMs + g.tbtOverBareMs &&
      s.lcpMs < g.lcpBelowMs &&
      s.cls <= g.cls &&
      s.accessibility === g.otherCategories &&
      s.bestPractices === g.otherCategories &&
      s.seo === g.otherCategories;
    return `| ${name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${seconds(s.lcpMs)} s (${lcpRunsMs.map(seconds).join(', ')}) | ${Math.round(s.tbtMs)} ms | ${s.cls.toFixed(3)} | ${judged ? (ok ? 'met' : 'NOT met') : 'reference'} |`;
  };
  return [
    `| Lighthouse, mobile (median of 3) | performance | accessibility | best practices | SEO | LCP (each run) | TBT | CLS | goal: LCP < ${g.lcpBelowMs / 1000} s, TBT ≤ bare + ${g.tbtOverBareMs} ms, CLS ≤ ${g.cls}, others ${g.otherCategories} |`,
    '|---|---|---|---|---|---|---|---|---|',
    line({ ...bare, name: 'bare Next.js page' }, false),
    ...rows.map((row) => line(row, true)),
  ].join('\n');
}
