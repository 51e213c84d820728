/**
 * The largest paint as the bench's phone meets it (scripts/lib/slow-phone.ts: 390 px, CPU 4× slower
 * and 1.6 Mbps with 150 ms through CDP), beside Lighthouse's estimate of the same: Chromium loads
 * each page in a fresh context and reports its own largest-contentful-paint entry, and the time
 * React said it had the page. Lighthouse simulates the slow phone from a load on the bench's fast
 * machine; this is the load on the slowed browser itself.
 */
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from '../lib/chromium';
import { answeredConsent, hydratedAt, SLOW_PHONE_CONTEXT, slowDown } from '../lib/slow-phone';
import { median } from './measure';

export type PhonePaintRow = { name: string; lcpMs: number[]; hydratedMs: (number | null)[] };

declare global {
  interface Window {
    __largestPaint?: number;
  }
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
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // A store page's own signal that React has it (components/store/hydration-mark.tsx), or 20 s.
    if (store)
      await page
        .waitForFunction(() => window.__sitkaHydrated === true, undefined, { timeout: 20_000 })
        .catch(() => {});
    const hydrated = await hydratedAt(page);
    const { largest, origin } = await page.evaluate(() => ({
      largest: window.__largestPaint ?? NaN,
      origin: performance.timeOrigin,
    }));
    return { lcpMs: largest, hydratedMs: hydrated === null ? null : hydrated - origin };
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
      const row: PhonePaintRow = { name: page.name, lcpMs: [], hydratedMs: [] };
      for (let run = 0; run < runs; run += 1) {
        const once = await loadOnce(browser, page.url, page.store);
        row.lcpMs.push(once.lcpMs);
        row.hydratedMs.push(once.hydratedMs);
      }
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The phone's table as Markdown, judged against the same LCP goal as Lighthouse's. */
export function phonePaintTable(rows: PhonePaintRow[], lcpBelowMs: number): string {
  const line = ({ name, lcpMs, hydratedMs }: PhonePaintRow) => {
    const hydrated = hydratedMs.filter((ms): ms is number => ms !== null);
    const ok = lcpMs.every((ms) => ms < lcpBelowMs);
    return `| ${name} | ${seconds(median(lcpMs))} (${lcpMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')}) | ${hydrated.length ? seconds(median(hydrated)) : '–'} | ${ok ? 'met' : 'NOT met'} |`;
  };
  return [
    `| The phone itself (390 px, CPU 4×, 1.6 Mbps, 150 ms) | LCP, median (each run) | React has the page | goal: LCP < ${lcpBelowMs / 1000} s on every run |`,
    '|---|---|---|---|',
    ...rows.map(line),
  ].join('\n');
}
