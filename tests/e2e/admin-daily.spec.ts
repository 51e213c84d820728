import { expect, test, type Page } from '@playwright/test';
import { adminToken, listProducts, setStock } from './support/api';
import { seriousViolations } from './support/look';
import { E2E_API_URL } from './support/ports';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';

/**
 * The owner's daily rooms: API keys that really open and close the store's orders to a script,
 * and a backup run and bundled with its images while the progress bar follows the api's event
 * stream. The dashboard and integrations screens are photographed at desktop and phone widths.
 */
const OWNER = 'owner@demo.test';
const WARNING = "Make sure to copy your API key now. You won't be able to see it again!";

/** The whole page from its top (so the fixed header sits where it belongs), or only the view. */
async function shoot(page: Page, name: string, fullPage = true) {
  // The pointer leaves the last button clicked, so its hover colours are not what is checked or shown.
  await page.mouse.move(1, 1);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** axe on the page as it stands: serious or critical violations only. */
/** The page is no wider than the window: nothing pushes it sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** GET /api/orders as a script holding a store key would call it. */
async function ordersWithKey(key: string): Promise<number> {
  const response = await fetch(`${E2E_API_URL}/api/orders`, {
    headers: { 'x-tenant-id': 'demo', 'x-api-key': key },
  });
  return response.status;
}

/** The secret on show in the new-key notice, after Show. */
async function revealedKey(page: Page): Promise<string> {
  const notice = page.getByTestId('new-api-key');
  await expect(notice.getByText(WARNING)).toBeVisible();
  const value = notice.getByTestId('new-api-key-value');
  await expect(value).toHaveText(/^•+$/);
  await notice.getByRole('button', { name: 'Show' }).click();
  await expect(value).not.toHaveText(/•/);
  return (await value.textContent())!.trim();
}

test.describe('owner dashboard and integrations', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, OWNER);
  });

  test('an API key is created, used, rotated and revoked, and each change holds for a script at once', async ({
    page,
  }) => {
    const name = `Bookkeeping ${Date.now().toString(36)}`;
    await openSection(page, 'Integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'API Key Management' })).toBeVisible();

    // No name: refused in the form.
    await page.getByRole('button', { name: 'Create Key' }).click();
    await expect(page.getByText('API key name is required')).toBeVisible();

    await page.getByLabel('Key name').fill(name);
    await page.getByRole('button', { name: 'Create Key' }).click();
    const first = await revealedKey(page);
    expect(await ordersWithKey(first)).toBe(200);
    await page.getByTestId('new-api-key').getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('new-api-key')).toHaveCount(0);

    const item = page.getByRole('list', { name: 'Active keys' }).getByRole('listitem', { name });
    await item.getByRole('button', { name: 'Usage' }).click();
    await expect(item.getByText('Total usage').locator('..')).toContainText('1');

    await item.getByRole('button', { name: 'Rotate' }).click();
    await page
      .getByRole('dialog', { name: `Rotate ${name}?` })
      .getByRole('button', { name: 'Rotate Key' })
      .click();
    const second = await revealedKey(page);
    expect(second).not.toBe(first);
    expect(await ordersWithKey(first)).toBe(401);
    expect(await ordersWithKey(second)).toBe(200);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'integrations-1280');
    await expectNoSidewaysScroll(page);
    const found = await seriousViolations(page, 'integrations 1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'integrations-390');
    await expectNoSidewaysScroll(page);
    found.push(...(await seriousViolations(page, 'integrations 390')));
    expect(found).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('new-api-key').getByRole('button', { name: 'Done' }).click();

    await item.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: `Revoke ${name}?` })
      .getByRole('button', { name: 'Revoke Key' })
      .click();
    await expect(page.getByRole('list', { name: 'Active keys' }).getByRole('listitem', { name })).toHaveCount(
      0,
    );
    expect(await ordersWithKey(second)).toBe(401);

    await page.getByRole('checkbox', { name: 'Show Inactive Keys' }).check();
    await expect(page.getByRole('list', { name: 'All keys' }).getByRole('listitem', { name })).toContainText(
      'Revoked',
    );
  });

  test('a backup is run, and its images bundled while the progress bar climbs to 100', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // /admin/dashboard is the same screen, where a workspace connection comes back to.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('day-at-a-glance')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('aria-current', 'page');
    await openSection(page, 'Dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('day-at-a-glance')).toBeVisible();
    await expect(page.getByTestId('glance-to-ship')).toHaveAttribute('href', '/admin/orders?status=Paid');

    // One panel at a time.
    await page.getByRole('button', { name: /^Analytics/ }).click();
    await expect(page.getByTestId('analytics-sync')).toBeVisible();
    await page.getByRole('button', { name: 'Backups' }).click();
    await expect(page.getByTestId('analytics-sync')).toHaveCount(0);
    const section = page.getByTestId('backups-section');

    await section.getByRole('button', { name: 'Run Backup' }).click();
    const saved = section.getByRole('status').filter({
      hasText:
        /^Backup notion-backup-.+ saved with \d+ products?, and the whole store as store-backup-demo-.+\.json\.gz\.$/,
    });
    await expect(saved).toBeVisible({ timeout: 60_000 });
    const filename = /(notion-backup-\d{4}-\d{2}-\d{2}\.json)/.exec((await saved.textContent())!)![1];
    const storeFilename = /(store-backup-demo-\S+\.json\.gz)/.exec((await saved.textContent())!)![1];
    const row = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: filename }) });
    await expect(row).toBeVisible();
    const storeRow = section
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: storeFilename }) });
    await expect(storeRow.getByRole('cell', { name: 'Whole store' })).toBeVisible();

    // Every value the bar shows is recorded, to see it move rather than jump.
    const progress = section.getByRole('progressbar', { name: `Images for ${filename}` });
    await row.getByRole('button', { name: `Process Images for ${filename}` }).click();
    await expect(progress).toBeVisible();
    await progress.evaluate((bar) => {
      const seen: string[] = [bar.getAttribute('aria-valuenow')!];
      (window as unknown as { seenProgress: string[] }).seenProgress = seen;
      new MutationObserver(() => seen.push(bar.getAttribute('aria-valuenow')!)).observe(bar, {
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
    await expect(section.getByText(/^Images processed \(100%\)/)).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Included' })).toBeVisible();
    const seen = await page.evaluate(() =>
      (window as unknown as { seenProgress: string[] }).seenProgress.map(Number),
    );
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    // Restore: a stock changed since the backup is listed by the dry run, and set back only once confirmed.
    const token = await adminToken();
    const product = (await listProducts()).find((item) => item.totalInventory !== null)!;
    await setStock(product.id, product.totalInventory! + 3, token);
    await row.getByRole('button', { name: `Restore ${filename}` }).click();
    const dialog = page.getByRole('dialog', { name: `Restore ${filename}?` });
    await expect(dialog.getByTestId('restore-preview')).toContainText(`${product.name}: Stock`);
    expect((await listProducts()).find((item) => item.id === product.id)!.totalInventory).toBe(
      product.totalInventory! + 3,
    );
    await shoot(page, 'dashboard-restore-1280', false);
    await dialog.getByRole('button', { name: 'Restore Now' }).click();
    await expect(
      section
        .getByRole('status')
        .filter({ hasText: `Restored from ${filename}: 0 products added, 1 changed, 0 archived.` }),
    ).toBeVisible();
    expect((await listProducts()).find((item) => item.id === product.id)!.totalInventory).toBe(
      product.totalInventory,
    );

    // The whole-store backup of the same run: its dry run counts per kind, and the restore sets the stock back.
    await setStock(product.id, product.totalInventory! + 5, token);
    await storeRow.getByRole('button', { name: `Restore ${storeFilename}` }).click();
    const storeDialog = page.getByRole('dialog', { name: `Restore ${storeFilename}?` });
    await expect(storeDialog.getByTestId('restore-preview')).toContainText(
      'Products: 0 added, 1 changed, 0 removed',
    );
    expect((await listProducts()).find((item) => item.id === product.id)!.totalInventory).toBe(
      product.totalInventory! + 5,
    );
    await storeDialog.getByRole('button', { name: 'Restore Now' }).click();
    await expect(
      section.getByRole('status').filter({ hasText: `Restored the store from ${storeFilename}:` }),
    ).toBeVisible();
    expect((await listProducts()).find((item) => item.id === product.id)!.totalInventory).toBe(
      product.totalInventory,
    );

    await shoot(page, 'dashboard-1280');
    await expectNoSidewaysScroll(page);
    const found = await seriousViolations(page, 'dashboard 1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'dashboard-390');
    await expectNoSidewaysScroll(page);
    found.push(...(await seriousViolations(page, 'dashboard 390')));
    expect(found).toEqual([]);
  });
});
