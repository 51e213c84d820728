import { expect, test, type Page } from '@playwright/test';
import { listProducts } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { addToBasket, fillCheckout, goToCheckout } from './support/shopper';

/**
 * Checkout reads as one: 1 Details, then 2 Payment with the card. No step asks to confirm a charge
 * before the card is entered, the total stays in view on both steps, and the last button is "Pay $N".
 */

/** The summary's total is shown, and axe finds nothing serious, at the phone and the desktop width. */
async function checkAtBothWidths(page: Page, total: string) {
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expect(page.getByTestId('order-summary-total')).toBeVisible();
    await expect(page.getByTestId('order-summary-total')).toHaveText(total);
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(LOOK_WIDTHS[0]);
}

test('a guest goes from the details straight to the card, with the total shown and a last button "Pay $N"', async ({
  page,
}) => {
  const mug = (await listProducts()).find((product) => product.name === 'Kenai River Stoneware Mug')!;
  const total = `$${(mug.price + 11.99 + 2.99).toFixed(2)}`;
  await addToBasket(page, mug.id);
  await goToCheckout(page);
  const steps = page.getByTestId('checkout-steps');
  await expect(steps.locator('[aria-current="step"]')).toHaveText('1 Details');
  await fillCheckout(page, { name: 'Steps Shopper', email: `steps-${Date.now()}@example.test` });
  await checkAtBothWidths(page, total);

  await page.getByTestId('place-order').click();
  // The card form comes next: no step that names a charge before the card.
  await expect(page.getByTestId('card-number')).toBeVisible();
  await expect(page.getByText(/Your card will be charged/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Confirm Order/ })).toHaveCount(0);
  await expect(steps.locator('[aria-current="step"]')).toHaveText('2 Payment');
  await expect(page.getByTestId('pay-button')).toHaveText(`Pay ${total}`);
  await expect(page.locator('.checkout__main button').last()).toHaveText(`Pay ${total}`);
  await checkAtBothWidths(page, total);

  // Change details: back to step 1 with everything kept; placing again returns to the card.
  await page.getByTestId('edit-details').click();
  await expect(page.getByTestId('checkout-name')).toHaveValue('Steps Shopper');
  await expect(page.getByTestId('card-number')).toHaveCount(0);
  await page.getByTestId('place-order').click();
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/guest-order-success$/);
});
