import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson, listProducts } from './support/api';
import { signIn } from './support/shopper';

const OWNER = 'owner@demo.test';

/** The storefront's colour as shoppers get it: the CSS variable on the page's theme root. */
async function storefrontPrimary(page: Page): Promise<string> {
  // A fresh visitor's page load, so nothing the admin's tab holds can answer for it.
  const visitor = await page.context().browser()!.newContext();
  try {
    const shopper = await visitor.newPage();
    await shopper.goto('/shop');
    return (await shopper.locator('.theme-root').first().evaluate((element) => getComputedStyle(element).getPropertyValue('--color-primary'))).trim().toUpperCase();
  } finally {
    await visitor.close();
  }
}

/** Opens a colour's picker and types a hex value into it. */
async function pickColor(page: Page, label: string, hex: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const input = page.locator('.color-item__popover input').first();
  await input.fill(hex);
  await input.press('Enter');
  // Close the picker by clicking elsewhere.
  await page.getByRole('heading', { name: 'Color Scheme' }).click();
}

async function openStyleTab(page: Page) {
  await page.goto('/admin/store');
  await page.getByRole('tab', { name: 'Style Customization' }).click();
  await expect(page.getByRole('heading', { name: 'Color Scheme' })).toBeVisible();
}

test.describe('store builder', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, OWNER);
  });

  test('a saved colour reaches the storefront, and Reset All Changes brings the previous one back', async ({ page }) => {
    const before = await storefrontPrimary(page);
    const chosen = before === '#AA3355' ? '#335577' : '#AA3355';

    await openStyleTab(page);
    await expect(page.getByRole('button', { name: 'Save Colors' })).toBeDisabled();
    await pickColor(page, 'Primary Color', chosen.slice(1));
    await expect(page.getByText('You have unsaved changes')).toBeVisible();
    // Live: the preview wears the working colour before it is saved.
    await expect
      .poll(() => page.getByTestId('store-preview').evaluate((element) => getComputedStyle(element).getPropertyValue('--color-primary').trim().toUpperCase()))
      .toBe(chosen);

    const saved = page.waitForResponse((response) => response.url().includes('/theme') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Colors' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('You have unsaved changes')).toBeHidden();
    await expect.poll(() => storefrontPrimary(page), { timeout: 15_000 }).toBe(chosen);

    // A further edit waits as pending; Reset All rolls the theme back to before the save.
    await pickColor(page, 'Accent Color', '224466');
    await page.getByRole('button', { name: 'Reset All Changes' }).click();
    await expect(page.getByRole('button', { name: 'Reset All Changes' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Primary Color', exact: true })).toContainText(before);
    await expect.poll(() => storefrontPrimary(page), { timeout: 15_000 }).toBe(before);
  });

  test('hiding the newsletter removes it from the home page', async ({ page }) => {
    const token = await adminToken();
    try {
      await page.goto('/admin/store');
      await page.getByRole('tab', { name: 'Components' }).click();
      const newsletter = page.getByRole('checkbox', { name: 'Newsletter' });
      await expect(newsletter).toBeChecked();
      const saved = page.waitForResponse((response) => response.url().includes('/api/templates/home/components/newsletter'));
      await newsletter.uncheck();
      expect((await saved).status()).toBe(200);
      await expect(page.getByTestId('store-preview').locator('[data-template-component="newsletter"]')).toHaveCount(0);

      // The admin sees the public home read-only through "View store".
      await expect
        .poll(async () => {
          await page.goto('/?view=store');
          return page.locator('[data-template-component]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-template-component')));
        }, { timeout: 15_000 })
        .toEqual(['hero', 'featuredProducts', 'categoryGrid', 'testimonials']);
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      // Leave the demo home as it was for the other browser tests.
      await apiJson('/api/templates/home/components/newsletter', { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ visible: true }) });
    }
  });

  test('choosing Modern Split sets the product page gallery and details side by side', async ({ page }) => {
    const token = await adminToken();
    const [product] = await listProducts();
    /** The product page as a fresh shopper at 1280 px gets it: its layout and where the details sit. */
    const shopperLayout = async () => {
      const visitor = await page.context().browser()!.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const shopper = await visitor.newPage();
        await shopper.goto(`/product/${product.id}`);
        const layout = shopper.locator('.product-layout');
        const gallery = await shopper.locator('[data-template-component="productGallery"] > *').first().boundingBox();
        const info = await shopper.locator('[data-template-component="productInfo"] > *').first().boundingBox();
        return { layout: await layout.getAttribute('data-layout'), sideBySide: Boolean(gallery && info && info.x > gallery.x + gallery.width - 1) };
      } finally {
        await visitor.close();
      }
    };
    try {
      expect(await shopperLayout()).toEqual({ layout: 'stacked', sideBySide: false });
      await page.goto('/admin/store');
      await page.getByTestId('page-type').selectOption('productDetail');
      await page.getByRole('radio', { name: /Modern Split/ }).click();
      await expect(page.getByRole('radio', { name: /Modern Split/ })).toHaveAttribute('aria-checked', 'true');
      const saved = page.waitForResponse((response) => response.url().includes('/api/templates/productDetail') && response.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      expect((await saved).status()).toBe(200);
      await expect.poll(shopperLayout, { timeout: 15_000 }).toEqual({ layout: 'split', sideBySide: true });
    } finally {
      // Standard again, for the other browser tests.
      await apiJson('/api/templates/productDetail/reset', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: '{}' });
    }
  });

  test('an oversize or non-image logo is refused with the spec’s message', async ({ page }) => {
    await openStyleTab(page);
    const file = page.getByTestId('logo-file');
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(2 * 1024 * 1024 + 10)}--></svg>`);
    await file.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg });
    await expect(page.getByRole('alert').filter({ hasText: 'File is too large. Please upload an image smaller than 2MB' })).toBeVisible();
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload an image file (PNG, JPG, or SVG)' })).toBeVisible();
  });

  test('on a phone the back-office sections sit in a bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/store');
    const bar = page.getByRole('navigation', { name: 'Back-office sections' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back-office', exact: true })).toBeHidden();
    for (const label of ['Dashboard', 'Products', 'Customers', 'Analytics']) await expect(bar.getByText(label, { exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    await expect(page.getByTestId('logout-button')).toBeVisible();
    // The sections the bar has no room for are under More.
    await bar.getByRole('button', { name: 'More' }).click();
    await bar.getByRole('list', { name: 'More sections' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(bar.getByRole('list', { name: 'More sections' })).toBeHidden();
  });

  test('a shopper never reaches the store builder', async ({ page, browser }) => {
    const guest = await browser.newContext();
    try {
      const visitor = await guest.newPage();
      await visitor.goto('/admin/store');
      await expect(visitor).toHaveURL(/\/login/);
    } finally {
      await guest.close();
    }
    // The admin's basket and checkout stay closed even while browsing the storefront.
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/admin$/);
  });
});
