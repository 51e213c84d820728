import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';

/**
 * Bringing a catalog in: the owner picks a CSV in My Products, reads its dry run row by row,
 * applies it after being asked, and finds the new products in the list. The preview is checked
 * with axe at 1280 and 390 px.
 */
const OWNER = 'owner@demo.test';

async function lookAtBothWidths(page: Page, name: string) {
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(LOOK_WIDTHS[0]);
}

/**
 * The product list is drawn in the browser once its data came: by then the page is hydrated and
 * the file input answers (a file set before that is lost).
 */
async function pageIsLive(page: Page) {
  await expect(page.getByRole('table', { name: /^Products, / })).toBeVisible();
}

test('the owner imports a CSV: dry run shown, applied after asking, new products listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(LOOK_WIDTHS[0]);
  await signIn(page, OWNER);
  const stamp = Date.now().toString(36).toUpperCase();
  const csv = [
    'Title,Body (HTML),Published,Variant SKU,Variant Price,Variant Inventory Qty',
    `Tide pool mug ${stamp},"Wheel-thrown, glazed",true,E2E-${stamp}-1,34.00,6`,
    `Kelp pendant ${stamp},Sterling silver,true,E2E-${stamp}-2,58.50,`,
  ].join('\n');

  await openSection(page, 'Products');
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  await pageIsLive(page);
  await page.getByTestId('catalog-csv-file').setInputFiles({
    name: 'catalog.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  const preview = page.getByTestId('catalog-import');
  await expect(preview.getByRole('heading', { name: 'Import preview' })).toBeVisible();
  await expect(preview.getByTestId('csv-summary')).toHaveText('2 new, 0 changed, 0 unchanged.');
  const rows = preview.getByTestId('csv-report').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Tide pool mug ${stamp}`);
  await expect(rows.first()).toContainText('New');
  await lookAtBothWidths(page, 'catalog-import-preview');

  await preview.getByRole('button', { name: 'Apply import' }).click();
  await expect(preview.getByText('Apply 2 new and 0 changed products to your store now?')).toBeVisible();
  const applied = page.waitForResponse((response) =>
    response.url().includes('/api/admin/products/import?dryRun=false'),
  );
  await preview.getByRole('button', { name: 'Yes, apply' }).click();
  expect((await applied).status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported: 2 new and 0 changed products.' }),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill(stamp);
  await expect(page.getByRole('link', { name: `Tide pool mug ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Kelp pendant ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('admin-list-row').filter({ hasText: `E2E-${stamp}-1` })).toBeVisible();
});

test('a file with a problem shows the row and column, and Apply is not offered', async ({ page }) => {
  await page.setViewportSize(LOOK_WIDTHS[0]);
  await signIn(page, OWNER);
  await openSection(page, 'Products');
  await pageIsLive(page);
  await page.getByTestId('catalog-csv-file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Title,Variant Price\nBowl,twelve\n'),
  });
  const preview = page.getByTestId('catalog-import');
  const row = preview.getByTestId('csv-report').locator('tbody tr').first();
  await expect(row).toContainText('2');
  await expect(row).toContainText('Variant Price: Variant Price must be an amount in dollars');
  await expect(preview.getByRole('button', { name: 'Apply import' })).toHaveCount(0);
  await lookAtBothWidths(page, 'catalog-import-problem');
});
