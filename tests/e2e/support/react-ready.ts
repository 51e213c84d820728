import type { Page } from '@playwright/test';

/**
 * Waits until React has created its root on a store page. Store controls work from the first paint
 * (lib/early-taps.ts), so none of them says by its state whether React runs yet; a test that reads
 * what only React does (the scripts it loaded, a list it draws) waits for this instead.
 */
export async function untilReactHasPage(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
}
