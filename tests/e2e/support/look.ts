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
  // A section fading in (the featured carousel, when it comes into view) is judged once it has:
  // half-way, its text is half its contrast. Endless animations (a skeleton's shimmer) are left.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
