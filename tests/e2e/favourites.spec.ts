/**
 * Favourites in the browser: a guest taps the heart on a piece in the shop, finds it on the
 * Favourites page, signs in by the form, and finds it there still, now kept in the account (a
 * reload shows it, and the browser's own list is gone); at a desktop and a phone width, with axe
 * on the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { DEMO_PASSWORD } from './support/shopper';

const SHOPPER = 'shopper@demo.test';
const kept: string[] = [];

test.describe.configure({ timeout: 120_000 });

test.afterAll(async () => {
  const token = await adminToken(SHOPPER);
  for (const id of kept)
    await apiJson(`/api/favourites/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
});

const hydrated = (page: Page) => page.waitForFunction(() => window.__sitkaHydrated === true);
/** The link a person at this width sees (the header's on a desktop, the bottom bar's or the slim bar's on a phone). */
const visibleLink = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).filter({ visible: true }).first();

for (const size of LOOK_WIDTHS) {
  test(`at ${size.width} px a guest's favourite follows them into their account`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await hydrated(page);
    await visibleLink(page, 'Shop').click();
    await expect(page).toHaveURL(/\/shop/);

    // A different piece at each width, so the two walks do not meet in the account.
    const card = page.getByTestId('product-card').nth(size.width === 390 ? 1 : 0);
    const name = (await card.getByRole('heading').textContent())!.trim();
    const heart = card.getByRole('button', { name: 'Add to favourites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const box = (await heart.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await heart.click();
    await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const href = await card.getByRole('link').first().getAttribute('href');

    await visibleLink(page, 'Favourites').click();
    await expect(page).toHaveURL(/\/favourites$/);
    const row = page.getByTestId('favourite-row').filter({ hasText: name });
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', href!);
    await expectNoSeriousViolations(page);

    await visibleLink(page, 'Login').click();
    await page.getByTestId('login-email').fill(SHOPPER);
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/customer\//);
    kept.push(href!.split('/').pop()!);

    await visibleLink(page, 'Favourites').click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByTestId('favourite-row').filter({ hasText: name })).toBeVisible();
    // Kept in the account now: the browser's list is gone, and a reload still shows it.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('sitka:favourites:')),
      ),
    ).toEqual([]);
    await page.reload();
    await hydrated(page);
    const saved = page.getByTestId('favourite-row').filter({ hasText: name });
    await expect(saved).toBeVisible();
    await expectNoSeriousViolations(page);

    // Its page, from the list, with the heart pressed.
    await saved.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
}
