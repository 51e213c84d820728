import { expect, test } from '@playwright/test';
import { adminToken, apiJson, listProducts } from './support/api';
import { addToBasket, fillCheckout, goToCheckout } from './support/shopper';

test.describe.configure({ mode: 'serial' });

let token: string;
const setTax = (body: Record<string, unknown>) =>
  apiJson('/api/admin/tax-settings', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ pricesIncludeTax: false, provider: 'builtin', ...body }),
  });

test.beforeAll(async () => {
  token = await adminToken();
  // Registered in Alaska with a borough's own 6% (the state's is 0).
  await setTax({ registrations: [{ country: 'US', region: 'AK', rate: 6 }] });
});

// Registered nowhere again, for the other checkout tests.
test.afterAll(async () => {
  await setTax({ registrations: [] });
});

test('the checkout summary shows the tax once the state is known, and the card is charged that total after a reload', async ({
  page,
}) => {
  const mug = (await listProducts()).find((product) => product.name === 'Kenai River Stoneware Mug')!;
  const mugCents = Math.round(mug.price * 100);
  const taxCents = Math.round(mugCents * 0.06);
  const total = `$${((mugCents + 1199 + 299 + taxCents) / 100).toFixed(2)}`;
  await addToBasket(page, mug.id);
  await goToCheckout(page);
  await expect(page.getByTestId('order-summary-tax')).toHaveCount(0);
  await fillCheckout(page, { name: 'Tax Shopper', email: `tax-${Date.now()}@example.test` });
  await expect(page.getByTestId('order-summary-tax')).toHaveText(`$${(taxCents / 100).toFixed(2)}`);
  await expect(page.getByTestId('order-summary-total')).toHaveText(total);

  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('pay-button')).toHaveText(`Pay ${total}`);
  await expect(page.getByTestId('order-summary-total')).toHaveText(total);

  // A reload comes back to the details, which quote the same tax; the payment opened again charges it.
  await page.reload();
  await expect(page.getByTestId('order-summary-total')).toHaveText(total);
  await page.getByTestId('checkout-ack').check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('pay-button')).toHaveText(`Pay ${total}`);
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/guest-order-success$/);
  await expect(page.getByText(total).first()).toBeVisible();
});
