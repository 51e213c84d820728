import { expect, test } from '@playwright/test';

test.describe('storefront pages follow their templates', () => {
  test("the demo home shows the Classic template's sections in their default order", async ({ page }) => {
    await page.goto('/');
    const sections = page.locator('[data-template-component]');
    await expect(sections).toHaveCount(5);
    expect(
      await sections.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-template-component')),
      ),
    ).toEqual(['hero', 'featuredProducts', 'categoryGrid', 'newsletter', 'testimonials']);
    // The large hero (600 px) and four featured pieces.
    await expect(page.locator('.hero')).toHaveCSS('min-height', '600px');
    await expect(page.getByRole('list', { name: 'Featured pieces' }).getByTestId('product-card')).toHaveCount(
      4,
    );
    await expect(page.getByRole('heading', { name: 'Join our studio list' })).toBeVisible();
    await expect(page.getByRole('figure').filter({ visible: true })).toHaveCount(1);
  });

  test('the About page tells the store story', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Our story' })).toBeVisible();
    await expect(page.getByText(/The studio began at a kitchen table on Lincoln Street/)).toBeVisible();
    await expect(page.locator('[data-template-component="imageBlock"]')).toBeVisible();
  });
});
