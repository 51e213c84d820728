/**
 * JavaScript of a page, as a shopper's phone receives it: Chromium (the one scripts/lib/chromium.ts
 * finds) opens the page at 390 px and adds up the encoded (compressed) body sizes of the script
 * responses: those the page starts with (asked for before the load event) and all of them by
 * network idle (the live-stock socket after idle, say). Each is judged against a bare Next.js page
 * of the same version.
 */
import { chromium } from 'playwright-core';
import { findChromium } from '../lib/chromium';

/** Goals, over the bare page's own bytes in the same run. */
export const JS_GOALS = {
  byLoadOverBare: 30 * 1024,
  byIdleOverBareOnProduct: 80 * 1024,
} as const;

export type ScriptSize = { url: string; bytes: number; afterLoad: boolean };
export type JsSize = {
  /** Asked for before the load event. */
  firstLoad: number;
  /** Asked for after the load event, until the network was idle, other than those. */
  later: number;
  scripts: ScriptSize[];
};

export async function measureJs(url: string, settleMs = 3_000): Promise<JsSize> {
  const launch = await findChromium();
  const browser = await chromium.launch({
    executablePath: launch.executablePath,
    args: launch.args,
    headless: true,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    let loaded = false;
    const pending: Promise<ScriptSize | null>[] = [];
    // Whether a script counts as first-load is decided when it is asked for, not when it arrives.
    const askedAfterLoad = new WeakMap<object, boolean>();
    page.on('request', (request) => askedAfterLoad.set(request, loaded));
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const afterLoad = askedAfterLoad.get(request) ?? loaded;
      pending.push(
        request
          .sizes()
          .then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize, afterLoad }))
          .catch(() => null),
      );
    });
    page.on('load', () => {
      loaded = true;
    });
    await page.goto(url, { waitUntil: 'load' });
    // Idle work (the socket) starts after load; network idle is then 500 ms without a request.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);
    const scripts = (await Promise.all(pending)).filter((item): item is ScriptSize => item !== null);
    const sum = (items: ScriptSize[]) => items.reduce((total, item) => total + item.bytes, 0);
    return {
      firstLoad: sum(scripts.filter((item) => !item.afterLoad)),
      later: sum(scripts.filter((item) => item.afterLoad)),
      scripts,
    };
  } finally {
    await browser.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
