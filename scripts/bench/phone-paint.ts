/**
 * The largest paint and the blocking time as the bench's phone meets them (scripts/lib/slow-phone.ts:
 * 390 px, CPU 4× slower and 1.6 Mbps with 150 ms through CDP), beside Lighthouse's estimates of the
 * same: Chromium loads each page in a fresh context and reports its own largest-contentful-paint
 * entry, its long tasks, and the time React said it had the page. Lighthouse simulates the slow
 * phone from a load on the bench's fast machine; this is the load on the slowed browser itself.
 */
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from '../lib/chromium';
import { answeredConsent, hydratedAt, SLOW_PHONE_CONTEXT, slowDown } from '../lib/slow-phone';
import { median } from './measure';

export type PhonePaintRow = {
  name: string;
  lcpMs: number[];
  tbtMs: number[];
  hydratedMs: (number | null)[];
};

/** How long the page is watched for long tasks after it loaded (and React has it): its start-up work. */
const QUIET_AFTER_MS = 3_000;

declare global {
  interface Window {
    __largestPaint?: number;
    __longTasks?: { start: number; duration: number }[];
  }
}

/**
 * Total blocking time as Lighthouse defines it, from the phone's own long tasks: each task's time
 * over 50 ms, for the tasks that start after the first contentful paint.
 */
export function blockingTime(tasks: { start: number; duration: number }[], firstPaintMs: number): number {
  return tasks
    .filter((task) => task.start >= firstPaintMs)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

async function loadOnce(browser: Browser, url: string, store: boolean) {
  const context = await browser.newContext(SLOW_PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await slowDown(page);
    await answeredConsent(page, new URL(url).origin);
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks!.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // A store page's own signal that React has it (components/store/hydration-mark.tsx), or 20 s.
    if (store)
      await page
        .waitForFunction(() => window.__sitkaHydrated === true, undefined, { timeout: 20_000 })
        .catch(() => {});
    const hydrated = await hydratedAt(page);
    await page.waitForTimeout(QUIET_AFTER_MS);
    const { largest, origin, tasks, firstPaint } = await page.evaluate(() => ({
      largest: window.__largestPaint ?? NaN,
      origin: performance.timeOrigin,
      tasks: window.__longTasks ?? [],
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return {
      lcpMs: largest,
      tbtMs: blockingTime(tasks, firstPaint),
      hydratedMs: hydrated === null ? null : hydrated - origin,
    };
  } finally {
    await context.close();
  }
}

/** Each page `runs` times on the phone. */
export async function runPhonePaint(
  pages: { name: string; url: string; store: boolean }[],
  runs = 3,
): Promise<PhonePaintRow[]> {
  const launch = await findChromium();
  const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args });
  try {
    const rows: PhonePaintRow[] = [];
    for (const page of pages) {
      const row: PhonePaintRow = { name: page.name, lcpMs: [], tbtMs: [], hydratedMs: [] };
      for (let run = 0; run < runs; run += 1) {
        const once = await loadOnce(browser, page.url, page.store);
        row.lcpMs.push(once.lcpMs);
        row.tbtMs.push(once.tbtMs);
        row.hydratedMs.push(once.hydratedMs);
      }
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const inSeconds = (ms: number) => (ms / 1000).toFixed(2);
const seconds = (ms: number) => `${inSeconds(ms)} s`;

/** "0.66 s (0.66, 0.65, 0.76)": the median with its unit, then each run. */
const runsOf = (values: number[], figure: (value: number) => string, unit: string) =>
  `${figure(median(values))} ${unit} (${values.map(figure).join(', ')})`;

/**
 * The phone's table as Markdown, judged against Lighthouse's goals: the largest paint under
 * `lcpBelowMs` on every run, and the median blocking time within `tbtOverBareMs` of the bare page's
 * (the first row) on the same phone in the same run.
 */
export function phonePaintTable(
  [bare, ...rows]: PhonePaintRow[],
  { lcpBelowMs, tbtOverBareMs }: { lcpBelowMs: number; tbtOverBareMs: number },
): string {
  const line = ({ name, lcpMs, tbtMs, hydratedMs }: PhonePaintRow, judged: boolean) => {
    const hydrated = hydratedMs.filter((ms): ms is number => ms !== null);
    const lcpMet = lcpMs.every((ms) => ms < lcpBelowMs);
    const tbtMet = median(tbtMs) <= median(bare.tbtMs) + tbtOverBareMs;
    const verdict = !judged
      ? 'reference'
      : lcpMet && tbtMet
        ? 'met'
        : `NOT met (${[!lcpMet && 'LCP', !tbtMet && 'TBT'].filter(Boolean).join(' and ')})`;
    return `| ${name} | ${runsOf(lcpMs, inSeconds, 's')} | ${runsOf(tbtMs, (ms) => String(Math.round(ms)), 'ms')} | ${hydrated.length ? seconds(median(hydrated)) : '–'} | ${verdict} |`;
  };
  return [
    `| The phone itself (390 px, CPU 4×, 1.6 Mbps, 150 ms) | LCP, median (each run) | TBT, median (each run) | React has the page | goal: LCP < ${lcpBelowMs / 1000} s on every run, TBT ≤ bare + ${tbtOverBareMs} ms |`,
    '|---|---|---|---|---|',
    line(bare, false),
    ...rows.map((row) => line(row, true)),
  ].join('\n');
}
