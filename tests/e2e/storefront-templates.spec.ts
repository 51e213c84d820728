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
    // The large hero (600 px), then a carousel of four featured pieces, not a grid.
    await expect(page.locator('.hero')).toHaveCSS('min-height', '600px');
    const carousel = page.getByRole('region', { name: 'Featured pieces' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(page.getByRole('list', { name: 'Featured pieces' }).getByTestId('product-card')).toHaveCount(
      4,
    );
    await expect(carousel.getByRole('button', { name: 'Pause the carousel' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Previous piece' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Next piece' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join our studio list' })).toBeVisible();
    await expect(page.getByRole('figure').filter({ visible: true })).toHaveCount(1);
  });

  test("the hero is in the server's HTML and is the largest paint; the carousel comes after it", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // Markup, not the page's inline CSS, which names every class.
    expect(html).toMatch(/<img[^>]*class="hero__image/);
    expect(html).not.toMatch(/class="[^"]*carousel__track/);
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Featured pieces' })).toBeVisible();
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((entries) => {
            const last = entries.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
            resolve(last?.element?.className ?? '');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toContain('hero__image');
  });

  test('the featured carousel below the first screen starts when scrolled to, and its controls then work', async ({
    page,
  }) => {
    // A short window: the 600 px hero fills it, and the carousel starts below it.
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/', { waitUntil: 'networkidle' });
    const carousel = page.getByRole('region', { name: 'Featured pieces' });
    // In the server's HTML, with its controls, but not started: no slides after the page has settled.
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('button', { name: 'Next piece' })).toBeAttached();
    const list = page.getByRole('list', { name: 'Featured pieces' });
    await expect(list).toHaveCount(0);

    await carousel.scrollIntoViewIfNeeded();
    await expect(list).toBeVisible();
    const current = list.locator('[aria-current="true"]').getByRole('heading');
    const first = await current.textContent();
    await carousel.getByRole('button', { name: 'Pause the carousel' }).click();
    await expect(carousel.getByRole('button', { name: 'Play the carousel' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next piece' }).click();
    await expect(current).not.toHaveText(first ?? '');
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
