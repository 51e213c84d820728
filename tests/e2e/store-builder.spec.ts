import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson, listProducts } from './support/api';
import { expectNoSeriousViolations } from './support/look';
import { signIn } from './support/shopper';

const OWNER = 'owner@demo.test';
// A 16x16 PNG: the browser compresses it before it is uploaded.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGMQ+TidJMQwqmFUw/DVAACE+pwQthjzBQAAAABJRU5ErkJggg==',
  'base64',
);

/** The storefront's colour as shoppers get it: the CSS variable on the page's theme root. */
async function storefrontPrimary(page: Page): Promise<string> {
  // A fresh visitor's page load, so nothing the admin's tab holds can answer for it.
  const visitor = await page.context().browser()!.newContext();
  try {
    const shopper = await visitor.newPage();
    await shopper.goto('/shop');
    return (
      await shopper
        .locator('.theme-root')
        .first()
        .evaluate((element) => getComputedStyle(element).getPropertyValue('--color-primary'))
    )
      .trim()
      .toUpperCase();
  } finally {
    await visitor.close();
  }
}

/** The preview's primary colour (the working theme). */
function previewPrimary(page: Page): Promise<string> {
  return page
    .getByTestId('store-preview')
    .evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--color-primary').trim().toUpperCase(),
    );
}

/** The home page as a fresh visitor gets it: its sections, its hero's height and the primary colour. */
async function storefrontHome(page: Page) {
  const visitor = await page.context().browser()!.newContext();
  try {
    const shopper = await visitor.newPage();
    await shopper.goto('/');
    return {
      components: await shopper
        .locator('[data-template-component]')
        .evaluateAll((elements) =>
          elements.map((element) => element.getAttribute('data-template-component')),
        ),
      heroHeight: await shopper.locator('.hero').first().getAttribute('data-height'),
      primary: (
        await shopper
          .locator('.theme-root')
          .first()
          .evaluate((element) => getComputedStyle(element).getPropertyValue('--color-primary'))
      )
        .trim()
        .toUpperCase(),
    };
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

  test('a saved colour reaches the storefront; Reset All asks and drops only unsaved edits; Undo Last Save takes the save back', async ({
    page,
  }) => {
    const before = await storefrontPrimary(page);
    const chosen = before === '#AA3355' ? '#335577' : '#AA3355';

    await openStyleTab(page);
    await expect(page.getByRole('button', { name: 'Save Colors' })).toBeDisabled();
    await pickColor(page, 'Primary Color', chosen.slice(1));
    await expect(page.getByText('You have unsaved changes')).toBeVisible();
    // Live: the preview wears the working colour before it is saved.
    await expect.poll(() => previewPrimary(page)).toBe(chosen);

    const saved = page.waitForResponse(
      (response) => response.url().includes('/theme') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Colors' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('You have unsaved changes')).toBeHidden();
    await expect.poll(() => storefrontPrimary(page), { timeout: 15_000 }).toBe(chosen);

    // A further edit waits as pending; Reset All asks, then drops it and leaves the save alone.
    await pickColor(page, 'Accent Color', '224466');
    await page.getByRole('button', { name: 'Reset All Changes' }).click();
    await page.getByTestId('reset-all-dialog').getByRole('button', { name: 'Reset All Changes' }).click();
    await expect(page.getByRole('button', { name: 'Reset All Changes' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Accent Color', exact: true })).not.toContainText(
      '#224466',
    );
    await expect(page.getByRole('button', { name: 'Primary Color', exact: true })).toContainText(chosen);

    // Undo Last Save asks, then takes the colour save back.
    await page.getByRole('button', { name: 'Undo Last Save' }).click();
    await page.getByTestId('undo-save-dialog').getByRole('button', { name: 'Undo Last Save' }).click();
    await expect(page.getByRole('button', { name: 'Primary Color', exact: true })).toContainText(before);
    await expect.poll(() => storefrontPrimary(page), { timeout: 15_000 }).toBe(before);
  });

  test('Save All saves the layout variant, a component and a colour as shown; the storefront gets all three; Reset All and Undo Last Save take them back', async ({
    page,
  }) => {
    const token = await adminToken();
    const store = await apiJson<{ _id: string; theme: { colors: Record<string, string> } }>(
      '/api/stores/by-identifier/demo',
    );
    const original = await storefrontHome(page);
    const chosen = original.primary === '#AA3355' ? '#335577' : '#AA3355';
    expect(original).toMatchObject({
      components: ['hero', 'featuredProducts', 'categoryGrid', 'newsletter', 'testimonials'],
      heroHeight: 'large',
    });

    /** The three edits: Modern on the home page, its hero small, and a primary colour. */
    const edit = async () => {
      await page.goto('/admin/store');
      await page.getByTestId('page-type').selectOption('home');
      // The owner chooses once the preview shows the home page as saved.
      await expect(page.getByTestId('store-preview').locator('[data-template-component]')).toHaveCount(
        original.components.length,
      );
      await page.getByRole('radio', { name: /Modern/ }).click();
      await page.getByRole('tab', { name: 'Style Customization' }).click();
      await page.getByRole('combobox', { name: 'Height' }).selectOption('small');
      await pickColor(page, 'Primary Color', chosen.slice(1));
      await expect(page.getByTestId('store-preview').locator('[data-template-component]')).toHaveCount(4);
      await expect(page.getByTestId('store-preview').locator('.hero')).toHaveAttribute(
        'data-height',
        'small',
      );
      await expect.poll(() => previewPrimary(page)).toBe(chosen);
    };

    try {
      // Reset All asks first, then everything on screen is as saved again, and nothing was written.
      await edit();
      await page.getByRole('button', { name: 'Reset All Changes' }).click();
      const dialog = page.getByTestId('reset-all-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Reset All Changes' }).click();
      await dialog.getByRole('button', { name: 'Reset All Changes' }).click();
      await expect(page.getByRole('button', { name: 'Save All Changes' })).toBeHidden();
      await expect(page.getByRole('combobox', { name: 'Height' })).toHaveValue('large');
      await expect.poll(() => previewPrimary(page)).toBe(original.primary);
      await page.getByRole('tab', { name: 'Layout Customization' }).click();
      await expect(page.getByRole('radio', { name: /Classic/ })).toHaveAttribute('aria-checked', 'true');
      await page.reload();
      await page.getByTestId('page-type').selectOption('home');
      await expect(page.getByRole('radio', { name: /Classic/ })).toHaveAttribute('aria-checked', 'true');

      // Save All writes all three in one call.
      await edit();
      const saved = page.waitForResponse(
        (response) => response.url().includes('/customization') && response.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save All Changes' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('button', { name: 'Save All Changes' })).toBeHidden();

      // After a reload the screen shows what was saved.
      await page.reload();
      await page.getByTestId('page-type').selectOption('home');
      await expect(page.getByRole('radio', { name: /Modern/ })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByText('You have unsaved changes')).toHaveCount(0);
      await page.getByRole('tab', { name: 'Style Customization' }).click();
      await expect(page.getByRole('combobox', { name: 'Height' })).toHaveValue('small');
      await expect(page.getByRole('button', { name: 'Primary Color', exact: true })).toContainText(chosen);
      await expect
        .poll(() => storefrontHome(page), { timeout: 15_000 })
        .toEqual({
          components: ['hero', 'productGrid', 'imageBlock', 'newsletter'],
          heroHeight: 'small',
          primary: chosen,
        });

      // One Undo Last Save takes back the whole Save All.
      await page.getByRole('button', { name: 'Undo Last Save' }).click();
      await page.getByTestId('undo-save-dialog').getByRole('button', { name: 'Undo Last Save' }).click();
      await expect(page.getByRole('combobox', { name: 'Height' })).toHaveValue('large');
      await expect.poll(() => storefrontHome(page), { timeout: 15_000 }).toEqual(original);
    } finally {
      // Leave the demo home and colours as they were for the other browser tests.
      await apiJson('/api/templates/home/reset', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: '{}',
      });
      await apiJson(`/api/stores/${store._id}/theme`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ operation: 'updateColors', colors: store.theme.colors }),
      });
    }
  });

  test('a new logo waits with the other edits, shown in the preview, is compressed without a Content-Security-Policy error, and Reset All drops it', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await openStyleTab(page);
    const preview = page.getByTestId('store-preview');
    const before = await preview.locator('.store-preview__bar img').count();
    const uploaded = page.waitForResponse(
      (response) => response.url().includes('/media/logo') && response.request().method() === 'POST',
    );
    await page
      .getByTestId('logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBeLessThan(300);
    await expect(preview.locator('.store-preview__bar img')).toHaveAttribute('src', /\/media\//);
    await expect(page.getByRole('button', { name: 'Save All Changes' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset All Changes' }).click();
    await page.getByTestId('reset-all-dialog').getByRole('button', { name: 'Reset All Changes' }).click();
    await expect(preview.locator('.store-preview__bar img')).toHaveCount(before);
    expect(refused).toEqual([]);
  });

  test('the store screen at 1280 and 390 px', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/store');
      // Before a page is chosen, the spec's default preview: header, links, products, footer.
      // (The preview is inert, out of the accessibility tree, so it is found by its markup.)
      const store = page.getByTestId('default-store-preview');
      await expect(store.locator('header')).toContainText('Home');
      await expect(store.getByText('Add to Cart').first()).toBeVisible();
      await expect(store.locator('footer')).toContainText('Follow Us');
      await expectNoSeriousViolations(page);
      await page.getByTestId('page-type').selectOption('home');
      await expect(
        page.getByTestId('store-preview').locator('[data-template-component]').first(),
      ).toBeVisible();
      await page.screenshot({ path: `test-results/store-builder-${width}.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Style Customization' }).click();
      await page.screenshot({ path: `test-results/store-builder-style-${width}.png`, fullPage: true });
      // The page ends with its content: no blank band below the last thing on it.
      const gap = await page.evaluate(() => {
        const content =
          document.querySelector('.store-manager')!.getBoundingClientRect().bottom + window.scrollY;
        return document.documentElement.scrollHeight - content;
      });
      expect(gap).toBeLessThan(160);
      // Business Information reads as read-only until Quick Edit.
      const name = page.getByRole('textbox', { name: 'Store Name' });
      const look = () => name.evaluate((element) => getComputedStyle(element).borderStyle);
      expect(await look()).toBe('dashed');
      await page.getByRole('button', { name: 'Quick Edit' }).click();
      expect(await look()).toBe('solid');
    }
  });

  test('hiding the newsletter removes it from the home page', async ({ page }) => {
    const token = await adminToken();
    try {
      await page.goto('/admin/store');
      await page.getByTestId('page-type').selectOption('home');
      await page.getByRole('tab', { name: 'Components' }).click();
      const newsletter = page.getByRole('checkbox', { name: 'Newsletter' });
      await expect(newsletter).toBeChecked();
      const saved = page.waitForResponse((response) =>
        response.url().includes('/api/templates/home/components/newsletter'),
      );
      await newsletter.uncheck();
      expect((await saved).status()).toBe(200);
      await expect(
        page.getByTestId('store-preview').locator('[data-template-component="newsletter"]'),
      ).toHaveCount(0);

      // The admin sees the public home read-only through "View store".
      await expect
        .poll(
          async () => {
            await page.goto('/?view=store');
            return page
              .locator('[data-template-component]')
              .evaluateAll((elements) =>
                elements.map((element) => element.getAttribute('data-template-component')),
              );
          },
          { timeout: 15_000 },
        )
        .toEqual(['hero', 'featuredProducts', 'categoryGrid', 'testimonials']);
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      // Leave the demo home as it was for the other browser tests.
      await apiJson('/api/templates/home/components/newsletter', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ visible: true }),
      });
    }
  });

  test('choosing Modern Split sets the product page gallery and details side by side', async ({ page }) => {
    const token = await adminToken();
    const [product] = await listProducts();
    /** The product page as a fresh shopper at 1280 px gets it: its layout and where the details sit. */
    const shopperLayout = async () => {
      const visitor = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const shopper = await visitor.newPage();
        await shopper.goto(`/product/${product.id}`);
        const layout = shopper.locator('.product-layout');
        const gallery = await shopper
          .locator('[data-template-component="productGallery"] > *')
          .first()
          .boundingBox();
        const info = await shopper
          .locator('[data-template-component="productInfo"] > *')
          .first()
          .boundingBox();
        return {
          layout: await layout.getAttribute('data-layout'),
          sideBySide: Boolean(gallery && info && info.x > gallery.x + gallery.width - 1),
        };
      } finally {
        await visitor.close();
      }
    };
    try {
      // Standard also sets its photo beside the details on a wide screen (bounded to the screen's
      // height, so the buying controls show above the fold); Modern Split is its own layout.
      expect(await shopperLayout()).toEqual({ layout: 'stacked', sideBySide: true });
      await page.goto('/admin/store');
      await page.getByTestId('page-type').selectOption('productDetail');
      await page.getByRole('radio', { name: /Modern Split/ }).click();
      await expect(page.getByRole('radio', { name: /Modern Split/ })).toHaveAttribute('aria-checked', 'true');
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/api/templates/productDetail') && response.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save Changes' }).click();
      expect((await saved).status()).toBe(200);
      await expect.poll(shopperLayout, { timeout: 15_000 }).toEqual({ layout: 'split', sideBySide: true });
    } finally {
      // Standard again, for the other browser tests.
      await apiJson('/api/templates/productDetail/reset', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: '{}',
      });
    }
  });

  test('an oversize or non-image logo is refused with the spec’s message', async ({ page }) => {
    await openStyleTab(page);
    const file = page.getByTestId('logo-file');
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(2 * 1024 * 1024 + 10)}--></svg>`,
    );
    await file.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg });
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'File is too large. Please upload an image smaller than 2MB' }),
    ).toBeVisible();
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please upload an image file (PNG, JPG, or SVG)' }),
    ).toBeVisible();
  });

  test('on a phone the back-office sections sit in a bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/store');
    const bar = page.getByRole('navigation', { name: 'Back-office sections' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back-office', exact: true })).toBeHidden();
    for (const label of ['Dashboard', 'Products', 'Customers', 'Analytics'])
      await expect(bar.getByText(label, { exact: true })).toBeVisible();
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
