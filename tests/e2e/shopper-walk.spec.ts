import { expect, test } from '@playwright/test';
import { fillCheckout, payWithCard } from './support/shopper';
import { arrivedAt, clickThrough, expectNoErrorPage } from './support/walk';

// One tab, every page reached by a click: each route change runs the previous page's effect
// cleanups, which a page opened by its address never does.

test('a shopper walks from the home page to the thank-you page by clicks alone', async ({ page }) => {
  await page.goto('/');
  await expectNoErrorPage(page);
  const main = page.getByRole('navigation', { name: 'Main' });

  await clickThrough(page, main.getByRole('link', { name: 'Shop' }), { url: /\/shop$/, heading: 'Shop' });
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('add-to-basket') })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await clickThrough(page, card.getByRole('link', { name, exact: true }), {
    url: /\/product\/[^/]+$/,
    heading: name,
  });

  const sizes = page.getByTestId('variant-picker');
  if (await sizes.count()) await sizes.getByRole('radio', { disabled: false }).first().check();
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expectNoErrorPage(page);

  await clickThrough(page, page.getByTestId('basket-link'), { url: /\/cart$/, heading: 'Basket' });
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(name);

  await clickThrough(page, page.getByRole('button', { name: 'Proceed to Checkout' }), {
    url: /\/checkout$/,
    heading: 'Checkout',
  });
  await fillCheckout(page, { name: 'Walking Shopper', email: `walker-${Date.now()}@example.test` });
  await payWithCard(page, '4242 4242 4242 4242');

  await arrivedAt(page, { url: /\/guest-order-success$/, heading: 'Thank you for your order!' });
  await expect(page.getByText(/SK-\d{6}-[0-9A-F]{6}/).first()).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('0');
  await expectNoErrorPage(page);
});

test('the header links go Home → Shop → About → Home without an error page', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  const home = main.getByRole('link', { name: 'Home' });
  await expect(home).toHaveAttribute('aria-current', 'page');

  await clickThrough(page, main.getByRole('link', { name: 'Shop' }), { url: /\/shop$/, heading: 'Shop' });
  await expect(main.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
  await clickThrough(page, main.getByRole('link', { name: 'About' }), {
    url: /\/about$/,
    heading: 'Our story',
  });
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expectNoErrorPage(page);
});
