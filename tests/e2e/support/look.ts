/**
 * Looking at a screen as its users would: axe's serious and critical findings, and full-page
 * photographs at a desktop and a phone width, attached to the run.
 */
import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';

export const LOOK_WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * The page settled as a person reads it: its title arrived (Next streams it after the first bytes),
 * React has it, and no finite animation is running for three frames in a row (a section fading in
 * is judged once it has: half-way, its text is half its contrast). Endless ones (a skeleton's
 * shimmer) are left. A page whose React never comes is judged after 15 s as it stands.
 */
export async function untilSettled(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  await page
    .waitForFunction(
      () => Object.keys(document).some((key) => key.startsWith('__reactContainer')),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let still = 0, tries = 0; still < 3 && tries < 100; tries += 1) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .filter((animation) => animation.playState === 'running');
      still = running.length ? 0 : still + 1;
      if (running.length)
        await Promise.race([
          new Promise((resolve) => setTimeout(resolve, 2_000)),
          Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        ]);
      await frame();
    }
  });
}

/**
 * One axe read, and whether the page changed under it: nodes added or removed, a scroll, an
 * animation or a transition starting.
 */
async function readWhileWatching(
  options: axe.RunOptions,
): Promise<{ result: axe.AxeResults; changed: boolean }> {
  let changed = false;
  const onChange = () => (changed = true);
  const observer = new MutationObserver(onChange);
  // Nodes added or removed, not text or attributes changing in place (a hold's countdown).
  observer.observe(document.documentElement, { subtree: true, childList: true });
  const events = ['scroll', 'animationstart', 'transitionstart'];
  for (const type of events) document.addEventListener(type, onChange, { capture: true, passive: true });
  // A finite animation running as the read starts or ends (a section fading in that was drawn
  // between the page settling and this read) is a change too.
  const animating = () =>
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
      );
  try {
    const before = animating();
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    return { result, changed: before || changed || animating() || observer.takeRecords().length > 0 };
  } finally {
    observer.disconnect();
    for (const type of events) document.removeEventListener(type, onChange, { capture: true });
  }
}

/**
 * axe's serious and critical findings on the page as it stands, settled and at rest (a hovered
 * button wears the theme's hover colours), each as "where: rule (impact) at selectors". The rule
 * that a control's visible label is part of its name is still experimental in axe: it is on unless
 * `labelInName` is false.
 */
export async function seriousViolations(
  page: Page,
  where = page.url(),
  { labelInName = true } = {},
): Promise<string[]> {
  await page.mouse.move(0, 0);
  // axe-core itself, put into the page once (it stays across the app's own route changes) and run
  // there: the Playwright wrapper puts its 0.5 MB into the page on every read, and again into a
  // new blank page where it finishes: a third of the CPU of the files that read most. The pages have
  // no frames.
  const options = {
    rules: { 'label-content-name-mismatch': { enabled: labelInName } },
  } satisfies axe.RunOptions;
  let results: axe.AxeResults;
  // A read during which the page changed (the home's carousel fading in after its short delay, or
  // moving on to its next piece) may judge text half-faded or half-way across its track, which
  // no reader sees at rest: the page is let settle and read again, three times at most.
  for (let read = 1; ; read += 1) {
    await untilSettled(page);
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const { result, changed } = await page.evaluate(readWhileWatching, options);
    results = result;
    if (!changed || read === 3) break;
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** No serious or critical axe finding on the page as it stands (by default, axe's stable rules only). */
export async function expectNoSeriousViolations(page: Page, { labelInName = false } = {}): Promise<void> {
  expect(await seriousViolations(page, page.url(), { labelInName })).toEqual([]);
}

/** `{name}-1280.png` and `{name}-390.png`, from the top of the page; the desktop size is restored. */
export async function shootAtBothWidths(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(LOOK_WIDTHS[0]);
}

/**
 * The page at a desktop and a phone width, each photographed whole (`{name}-{width}.png`) and read
 * by axe; the desktop size is restored. Fails with every serious finding at either width.
 */
export async function lookAtBothWidths(page: Page, name: string): Promise<void> {
  const found: string[] = [];
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
    found.push(...(await seriousViolations(page, `${name} at ${size.width}`)));
  }
  await page.setViewportSize(LOOK_WIDTHS[0]);
  expect(found).toEqual([]);
}
