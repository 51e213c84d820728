/**
 * The first tap on the bench's phone (scripts/lib/slow-phone.ts): a shopper taps a control as soon
 * as it is on screen, before React has the page. Measured: whether the tap counted, the time from
 * the tap to what it does showing, and from React having the page (its hydration signal) to then.
 * - Add to Basket on a product page: the basket's count shows 1;
 * - a size on a product sold in sizes: it is chosen (the "choose a size" hint goes);
 * - a category on the shop: the shop shows that category's pieces.
 * Each runs `runs` times in a fresh browser context, as a shopper who answered the consent banner
 * before; a tap with no result after 15 s is lost.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium } from '../lib/chromium';
import {
  answeredConsent,
  hydratedAt,
  SLOW_PHONE_CONTEXT,
  slowDown,
  tapAtFirstSight,
  reactHasPage,
} from '../lib/slow-phone';
import { median } from './measure';

export const FIRST_TAP_GOALS = { tapToResultMs: 3_000, afterScriptsMs: 1_000 } as const;
const LOST_AFTER_MS = 15_000;

type Scenario = {
  name: string;
  path: string;
  /** Makes the first tap; resolves with when (epoch ms) and whether React had the page then. */
  tap: (page: Page) => Promise<{ at: number; reactHadPage: boolean }>;
  /** True once what the tap asked for shows. */
  shows: () => boolean;
};
type Run = { counted: boolean; early: boolean; tapToResultMs: number; afterScriptsMs: number | null };
export type FirstTapRow = { name: string; runs: Run[] };

/** The three scenarios on the store at `baseUrl`: a product without sizes, one with, and the shop. */
export function firstTapScenarios(
  product: { id: string },
  sized: { id: string; sizeId: string },
): Scenario[] {
  return [
    {
      name: 'Add to Basket → basket shows 1',
      path: `/product/${product.id}`,
      tap: (page) => tapAtFirstSight(page, '[data-testid="add-to-basket"]'),
      shows: () => document.querySelector('[data-testid="basket-count"]')?.textContent === '1',
    },
    {
      name: 'a size → chosen',
      path: `/product/${sized.id}`,
      tap: (page) => tapAtFirstSight(page, `label:has(input[value="${sized.sizeId}"])`),
      shows: () =>
        Boolean(document.querySelector('.variant-picker input:checked')) &&
        !document.querySelector('[data-testid="choose-variant-hint"]') &&
        Object.keys(document).some((key) => key.startsWith('__reactContainer')),
    },
    {
      name: 'a category on /shop → list filtered',
      path: '/shop',
      tap: async (page) => {
        await page.waitForSelector('select[name="category"]', { state: 'visible', timeout: 30_000 });
        const reactHadPage = await reactHasPage(page);
        const at = Date.now();
        await page.selectOption('select[name="category"]', 'rings');
        return { at, reactHadPage };
      },
      shows: () =>
        location.search.includes('category=rings') &&
        Boolean(document.querySelector('#shop-filtered-heading')) &&
        Boolean(document.querySelector('.shop__results ul[data-view], .shop__results .empty-state')),
    },
  ];
}

async function runOnce(browser: Browser, baseUrl: string, scenario: Scenario): Promise<Run> {
  const context = await browser.newContext(SLOW_PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await slowDown(page);
    await answeredConsent(page, baseUrl);
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: 'commit' });
    const tap = await scenario.tap(page);
    const counted = await page
      .waitForFunction(scenario.shows, undefined, { polling: 50, timeout: LOST_AFTER_MS })
      .then(
        () => true,
        () => false,
      );
    const shownAt = Date.now();
    const hydrated = await hydratedAt(page);
    return {
      counted,
      early: !tap.reactHadPage,
      tapToResultMs: shownAt - tap.at,
      afterScriptsMs: hydrated === null ? null : Math.max(0, shownAt - hydrated),
    };
  } finally {
    await context.close();
  }
}

/** Each scenario `runs` times on the store at `baseUrl`. */
export async function runFirstTaps(baseUrl: string, scenarios: Scenario[], runs = 3): Promise<FirstTapRow[]> {
  const launch = await findChromium();
  const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args });
  try {
    const rows: FirstTapRow[] = [];
    for (const scenario of scenarios) {
      const row: FirstTapRow = { name: scenario.name, runs: [] };
      for (let run = 0; run < runs; run += 1) row.runs.push(await runOnce(browser, baseUrl, scenario));
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** The first-tap table as Markdown. */
export function firstTapTable(rows: FirstTapRow[]): string {
  const g = FIRST_TAP_GOALS;
  const line = ({ name, runs }: FirstTapRow) => {
    const counted = runs.filter((run) => run.counted);
    const early = runs.filter((run) => run.early).length;
    const times = counted.map((run) => run.tapToResultMs);
    const after = counted.flatMap((run) => (run.afterScriptsMs === null ? [] : [run.afterScriptsMs]));
    const ok =
      counted.length === runs.length &&
      times.every((ms) => ms < g.tapToResultMs) &&
      after.every((ms) => ms <= g.afterScriptsMs);
    const each = runs.map((run) => (run.counted ? seconds(run.tapToResultMs) : 'lost')).join(', ');
    return `| ${name} | ${counted.length} of ${runs.length} (${early} before React) | ${times.length ? `${seconds(median(times))} s` : '–'} (${each}) | ${after.length ? `${seconds(median(after))} s` : '–'} | ${ok ? 'met' : 'NOT met'} |`;
  };
  return [
    `| First tap, phone (390 px, CPU 4×, 1.6 Mbps), tapped at first sight | counted | tap → result (median; each run) | React has the page → result (median) | goal: every tap counts, < ${g.tapToResultMs / 1000} s from the tap, ≤ ${g.afterScriptsMs / 1000} s after the scripts |`,
    '|---|---|---|---|---|',
    ...rows.map(line),
  ].join('\n');
}
