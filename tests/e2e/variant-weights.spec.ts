import { expect, test } from '@playwright/test';
import { adminToken, apiJson } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { signIn } from './support/shopper';

/**
 * A size's own shipping weight in the product's editor: each size's row has a labelled weight
 * input beside its price, saved with the sizes, and on a phone the rows fit the screen (nothing
 * scrolls sideways). The editor is checked with axe at both widths.
 */

type Variant = { id: string; name: string; weightGrams: number | null };
type CreatedProduct = { id: string; variants: Variant[] };

test("the owner sets a size's weight in the editor, on a laptop and a phone", async ({ page }) => {
  test.setTimeout(90_000);
  const token = await adminToken();
  const ring = await apiJson<CreatedProduct>('/api/admin/products', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: `Weighed Band ${Date.now()}`,
      price: 45,
      weightGrams: 20,
      variants: [
        { name: 'Size 6', totalInventory: 2, weightGrams: 30 },
        { name: 'Size 7', totalInventory: 1 },
      ],
    }),
  });
  await signIn(page, 'owner@demo.test');
  await page.goto(`/admin/products/${ring.id}`);
  const rows = page.getByTestId('variant-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('textbox', { name: 'Variant weight (g)' })).toHaveValue('30');
  await expect(rows.nth(1).getByRole('textbox', { name: 'Variant weight (g)' })).toHaveValue('');

  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await rows.nth(0).scrollIntoViewIfNeeded();
    // Neither the page nor a size's row is wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    for (const row of await rows.all())
      expect(await row.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
        0,
      );
    await expectNoSeriousViolations(page);
  }

  // On the phone: Size 7 gets a weight of its own, saved with the product.
  await rows.nth(1).getByRole('textbox', { name: 'Variant weight (g)' }).fill('26');
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/admin/products/${ring.id}`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save product' }).click();
  expect((await saved).status()).toBe(200);
  const shop = await apiJson<CreatedProduct>(`/api/products/${ring.id}`);
  expect(shop.variants.map((variant) => [variant.name, variant.weightGrams])).toEqual([
    ['Size 6', 30],
    ['Size 7', 26],
  ]);
});
