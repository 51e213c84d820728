import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { openBasket, signIn } from './support/shopper';
import { arrivedAt, clickThrough, openSection } from './support/walk';

/**
 * A store moving from Shopify: the owner imports Shopify's product export (one row per variant and
 * image), reads its preview, puts the T-shirt's product type in a new category, applies it and
 * follows the job to its end; then a shopper finds the T-shirt through that category, opens it at
 * its handle's address, chooses Green / M among its Color and Size and puts it in the basket. The
 * preview and the product page are checked with axe, at 1280 px in one run and 390 px in the other.
 */
const OWNER = 'owner@demo.test';
const FIXTURE = path.join(__dirname, '..', 'fixtures', 'catalog-import', 'shopify-products.csv');
const TEE = { handle: 'example-t-shirt', title: 'Example T-Shirt', sku: 'EX-TEE-' };

type Tee = { handle: string; title: string; file: string; rows: number };

/** The T-shirt's rows of the export, header included. */
function teeLines(): string[] {
  const [header, ...lines] = fs.readFileSync(FIXTURE, 'utf8').trimEnd().split('\n');
  return [header, ...lines.filter((line) => line.startsWith(`${TEE.handle},`))];
}

/**
 * The export as Shopify gave it (the first run), or its T-shirt alone under a handle, title and
 * SKUs of its own (a later run, which would otherwise find the T-shirt already imported).
 */
function teeFile(own: string | null): Tee {
  const lines = teeLines();
  const rows = lines.length - 1;
  if (!own) return { handle: TEE.handle, title: TEE.title, file: FIXTURE, rows };
  const handle = `${TEE.handle}-${own}`;
  const title = `${TEE.title} ${own}`;
  const file = test.info().outputPath(`shopify-products-${own}.csv`);
  const text = lines
    .map((line) =>
      line
        .replace(`${TEE.handle},`, `${handle},`)
        .replaceAll(`${TEE.title},`, `${title},`)
        .replaceAll(TEE.sku, `${TEE.sku}${own.toUpperCase()}-`),
    )
    .join('\n');
  fs.writeFileSync(file, `${text}\n`);
  return { handle, title, file, rows };
}

/** My Products, from the top navigation on a wide screen and the bottom bar on a phone. */
async function openProducts(page: Page, phone: boolean) {
  if (phone)
    await clickThrough(
      page,
      page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name: 'Products' }),
      { url: /\/admin\/products$/, heading: 'My Products' },
    );
  else await openSection(page, 'Products');
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  // Drawn once its data came: by then the file input answers.
  await expect(page.getByRole('table', { name: /^Products, / })).toBeVisible();
}

/** The owner's part: the file previewed, the type mapped to a new category, applied, followed to its end. */
async function importTee(page: Page, tee: Tee, phone: boolean) {
  await signIn(page, OWNER);
  await openProducts(page, phone);
  await page.getByTestId('catalog-csv-file').setInputFiles(tee.file);

  const preview = page.getByTestId('catalog-import');
  await expect(preview.getByRole('heading', { name: 'Import preview' })).toBeVisible();
  await expect(preview.getByTestId('csv-summary')).toHaveText(/^\d+ new, 0 changed, 0 unchanged\.$/);
  const rows = preview.getByTestId('csv-report').locator('tbody tr');
  await expect(rows.filter({ hasText: tee.title }).first()).toContainText('New');
  await expect(rows.filter({ hasText: 'Problem' })).toHaveCount(0);
  await expect(preview.getByText('Correct the rows with problems')).toHaveCount(0);

  const mapping = preview.getByTestId('import-mapping');
  const shirts = mapping
    .getByRole('group', { name: 'Product types' })
    .getByRole('combobox', { name: 'Shirts', exact: true });
  await shirts.selectOption({ label: 'New category “Shirts”' });
  await expect(mapping.getByRole('status')).toHaveText('1 choice will be applied.');
  await page.screenshot({ path: test.info().outputPath('import-preview.png'), fullPage: true });
  await expectNoSeriousViolations(page);

  await preview.getByRole('button', { name: 'Apply import' }).click();
  await preview.getByRole('button', { name: 'Yes, apply' }).click();
  const job = page.getByTestId('catalog-import-job');
  const progress = job.getByTestId('catalog-import-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('status')).toHaveText('Finished', { timeout: 30_000 });
  await expect(progress).toContainText(/Rows: (\d+) of \1/);
  await expect(job.getByTestId('csv-summary')).toHaveText(/^\d+ new, 0 changed, 0 unchanged\.$/);
  await page.screenshot({ path: test.info().outputPath('import-finished.png'), fullPage: true });
}

/** The shopper's part, in a browser of their own: home, the Shirts category, the T-shirt, the basket. */
async function buyTee(browser: Browser, baseURL: string, size: { width: number; height: number }, tee: Tee) {
  const phone = size.width < 600;
  const context = await browser.newContext({ baseURL, viewport: size });
  try {
    const page = await context.newPage();
    const card = page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: /Shirts/ });
    // The home page is cached a moment: the new category shows once it is drawn again.
    await expect
      .poll(
        async () => {
          await page.goto('/');
          return card.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await card.click();
    await expect(page).toHaveURL(/\/shop\?category=shirts$/);
    const link = page.getByRole('list', { name: 'Pieces shown' }).getByRole('link', {
      name: tee.title,
      exact: true,
    });
    // The card leads to the handle's address itself, not to one that redirects there.
    await expect(link).toHaveAttribute('href', `/product/${tee.handle}`);
    await clickThrough(page, link, {
      url: new RegExp(`/product/${tee.handle}$`),
      heading: tee.title,
    });

    // One choice per variant, under the file's option names.
    const picker = page.getByRole('group', { name: 'Color / Size' });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('radio')).toHaveCount(4);
    await page.screenshot({ path: test.info().outputPath('product-page.png'), fullPage: true });
    await expectNoSeriousViolations(page);
    await picker.getByRole('radio', { name: 'Green / M' }).check();
    await expect(page).toHaveURL(new RegExp(`/product/${tee.handle}\\?variant=`));
    await page.getByTestId('add-to-basket').click();
    await expect(page.getByTestId('add-to-basket-status')).toHaveText('Added to basket');

    // The header's basket on a wide screen; the bottom bar's on a phone.
    if (phone)
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: /^Basket/ })
        .click();
    else await openBasket(page);
    await arrivedAt(page, { url: /\/cart$/, heading: 'Basket' });
    const line = page.getByTestId('cart-line').filter({ hasText: tee.title });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Green / M');
  } finally {
    await context.close();
  }
}

for (const size of LOOK_WIDTHS) {
  const phone = size.width < 600;
  test(`at ${size.width} px an owner imports Shopify's export and a shopper buys its T-shirt in Green / M`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    // The wide run imports the file itself; the phone run its T-shirt under a handle of its own.
    const tee = teeFile(phone ? Date.now().toString(36) : null);
    expect(tee.rows).toBe(5);
    await page.setViewportSize(size);
    await importTee(page, tee, phone);
    await buyTee(browser, baseURL!, size, tee);
  });
}
