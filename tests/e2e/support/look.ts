/**
 * Looking at a screen as its users would: axe's serious and critical findings, and full-page
 * photographs at a desktop and a phone width, attached to the run.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const LOOK_WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** axe on the page as it stands, judged at rest (a hovered button wears the theme's hover colours). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  // Next streams a page's title after its first bytes: the page is judged once it has arrived.
  await expect(page).toHaveTitle(/\S/);
  // A section fading in (the featured carousel, when React has the page and it comes into view)
  // is judged once it has: half-way, its text is half its contrast. So React is given the page
  // first, then the page must stay still, with no finite animation running, for three frames in a
  // row. Endless animations (a skeleton's shimmer) are left.
  await page
    .waitForFunction(
      () => Object.keys(document).some((key) => key.startsWith('__reactContainer')),
      undefined,
      {
        timeout: 15_000,
      },
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
      const wait = new Promise((resolve) => setTimeout(resolve, 2_000));
      await Promise.race([
        wait,
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
      ]);
      await frame();
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
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
