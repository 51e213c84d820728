/**
 * The bench's phone, for the first-tap figures (scripts/bench/first-tap.ts) and the browser test
 * that taps at first sight (tests/e2e/first-tap.spec.ts): a 390 px touch screen whose CPU runs 4×
 * slower, on 1.6 Mbps with 150 ms of latency (Lighthouse's mobile network), set through CDP.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { CONSENT_COOKIE } from '../../lib/constants/consent';
import { HYDRATED_EVENT } from '../../lib/hydration-signal';

export const SLOW_PHONE = {
  cpuSlowdown: 4,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  latencyMs: 150,
} as const;

export const SLOW_PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** Slows the page's CPU and network as the phone's, and notes when React has the page. */
export async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await page.addInitScript((event: string) => {
    window.addEventListener(event, () => {
      (window as unknown as { __hydratedAt: number }).__hydratedAt =
        performance.timeOrigin + performance.now();
    });
  }, HYDRATED_EVENT);
}

/**
 * A shopper who answered the store's consent banner on an earlier visit (here: rejected), so it
 * does not cover the page's controls: the first taps measure the page, not the banner, which a
 * first visit from the EU meets first (tests/e2e/consent.spec.ts).
 */
export async function answeredConsent(page: Page, origin: string): Promise<void> {
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'rejected', url: origin }]);
}

/** Whether React has created its root on the document yet (lib/early-taps.ts). */
export function reactHasPage(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
}

/**
 * Waits until `selector` is on screen, then taps its middle at once, as a shopper does: not waiting
 * for it to be enabled. Says whether React had the page then, and when (epoch ms) the tap was made.
 */
export async function tapAtFirstSight(
  page: Page,
  selector: string,
): Promise<{ at: number; reactHadPage: boolean }> {
  const element = await page.waitForSelector(selector, { state: 'visible', timeout: 30_000 });
  // Below the fold, the shopper scrolls it into clear view first (not under the bottom bar).
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  const box = await element.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  const reactHadPage = await reactHasPage(page);
  const at = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return { at, reactHadPage };
}

/** When (epoch ms) React said it had the page, or null if it has not yet. */
export function hydratedAt(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? null);
}
