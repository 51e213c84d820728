import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson, listProducts } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { addToBasket, fillCheckout, goToCheckout, signIn } from './support/shopper';
import { openSection } from './support/walk';

const named = async (name: string) => (await listProducts()).find((product) => product.name === name)!;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** axe at the phone and the desktop width; the desktop size is restored. */
async function axeAtBothWidths(page: Page) {
  for (const size of [...LOOK_WIDTHS].reverse()) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page);
  }
}

type Listed = { code: string; uses: number; revenue: number };
async function listedCode(code: string): Promise<Listed | undefined> {
  const token = await adminToken();
  const { discounts } = await apiJson<{ discounts: Listed[] }>('/api/admin/discounts', {
    headers: { authorization: `Bearer ${token}` },
  });
  return discounts.find((row) => row.code === code);
}

test('the owner adds a code in Discounts, reached from Orders', async ({ page }) => {
  const code = uniqueCode('OWNER');
  await signIn(page, 'owner@demo.test');
  await openSection(page, 'Orders');
  await page.getByRole('link', { name: 'Discounts' }).click();
  await expect(page).toHaveURL(/\/admin\/discounts$/);
  await expect(page.getByRole('heading', { name: 'Discounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Discount Code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Type', { exact: true }).selectOption('amount');
  await page.getByLabel('Amount in dollars', { exact: true }).fill('5');
  await page.getByLabel('Total uses allowed (optional)').fill('10');
  await axeAtBothWidths(page);
  await page.getByRole('button', { name: 'Add Code' }).click();
  await expect(page.getByText(`Discount code ${code} saved.`)).toBeVisible();
  const row = page.getByRole('listitem', { name: code });
  await expect(row).toContainText('$5.00 off the whole order');
  await expect(row.getByTestId('discount-usage')).toHaveText(
    '0 uses of 10 · $0.00 revenue · $0.00 discounted',
  );
  await axeAtBothWidths(page);

  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('delete-discount-dialog')).toContainText(`Delete the discount code ${code}?`);
  await page.getByRole('button', { name: 'Delete Code' }).click();
  await expect(page.getByRole('listitem', { name: code })).toHaveCount(0);
});

test('a guest checks out with a discount code, kept across a reload at each step', async ({ page }) => {
  const code = uniqueCode('MARKET');
  const token = await adminToken();
  await apiJson('/api/admin/discounts', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ code, kind: 'percent', value: 10 }),
  });
  const mug = await named('Kenai River Stoneware Mug');
  const itemsCents = Math.round(mug.price * 100);
  const discountCents = Math.round(itemsCents * 0.1);
  const totalCents = itemsCents + 1199 + 299 - discountCents;
  const email = `discount-${Date.now()}@example.test`;

  await addToBasket(page, mug.id);
  await goToCheckout(page);
  await page.getByTestId('discount-input').fill(code.toLowerCase());
  await page.getByTestId('discount-apply').click();
  await expect(page.getByTestId('discount-applied')).toHaveText(`Discount code ${code} applied.`);
  await expect(page.getByTestId('order-summary-discount')).toHaveText(`−${dollars(discountCents)}`);
  await expect(page.getByTestId('order-summary-total')).toHaveText(dollars(totalCents));
  await axeAtBothWidths(page);

  // Details typed, then a reload: the details and the code are both still there.
  await fillCheckout(page, { name: 'Discount Shopper', email });
  await page.reload();
  await expect(page.getByTestId('discount-applied')).toContainText(code);
  await expect(page.getByTestId('checkout-email')).toHaveValue(email);
  await expect(page.getByTestId('order-summary-total')).toHaveText(dollars(totalCents));

  // The payment step, then a reload: back to the details, all kept.
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('pay-button')).toHaveText(`Pay ${dollars(totalCents)}`);
  await page.reload();
  await expect(page.getByTestId('discount-applied')).toContainText(code);
  await page.getByTestId('checkout-ack').check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('card-number')).toBeVisible();
  await expect(page.getByTestId('order-summary-discount')).toHaveText(`−${dollars(discountCents)}`);
  await expect(page.getByTestId('order-summary-total')).toHaveText(dollars(totalCents));
  await axeAtBothWidths(page);

  // The payment step, then a reload: the new payment replaces the old one, the code's use with it.
  await page.reload();
  await expect(page.getByTestId('discount-applied')).toContainText(code);
  await expect(page.getByTestId('checkout-name')).toHaveValue('Discount Shopper');
  await page.getByTestId('checkout-ack').check();
  await page.getByTestId('place-order').click();
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/\/guest-order-success$/);
  await expect(page.getByText(dollars(totalCents)).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('sitka:checkout-discount'))).toBeNull();
  await expect.poll(async () => (await listedCode(code))?.uses).toBe(1);
  expect((await listedCode(code))?.revenue).toBeCloseTo(totalCents / 100, 2);
});
