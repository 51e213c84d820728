import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson, listProducts } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { addToBasket, goToCheckout, signIn } from './support/shopper';
import { openSection } from './support/walk';

test.describe.configure({ mode: 'serial' });

let token: string;
let storeId: string;
/** The mug's own weight before the test by weight gave it one, put back afterwards. */
let mugWeight: { id: string; weightGrams: number | null } | null = null;
const setShipping = (body: Record<string, unknown>) =>
  apiJson(`/api/stores/${storeId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

test.beforeAll(async () => {
  token = await adminToken();
  storeId = (await apiJson<{ _id: string }>('/api/stores/by-identifier/demo'))._id;
  await setShipping({
    shippingMethods: { local: true, national: true, international: true },
    shippingSettings: {
      pickup: { address: '201 Lincoln St, Sitka', instructions: 'Ring the studio bell.' },
      international: { rateCents: 2450, freeOverCents: null },
      countries: ['CA', 'GB'],
    },
  });
});

// Back to the spec's flat national shipping for the other checkout tests.
test.afterAll(async () => {
  await setShipping({
    shippingMethods: { local: false, national: true, international: false },
    // A save without rate tables keeps the store's: back to flat rates by name.
    shippingSettings: { weightRates: { kind: 'flat' } },
  });
  if (mugWeight) await setWeight(mugWeight.id, mugWeight.weightGrams);
});

async function setWeight(productId: string, weightGrams: number | null) {
  const headers = { authorization: `Bearer ${token}` };
  const { version } = await apiJson<{ version: number }>(`/api/admin/products/${productId}`, { headers });
  await apiJson(`/api/admin/products/${productId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ version, weightGrams }),
  });
}

async function checkAxeAtBothWidths(page: Page) {
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(LOOK_WIDTHS[0]);
}

async function fillContact(page: Page, email: string) {
  await page.getByTestId('checkout-name').fill('Delivery Shopper');
  await page.getByTestId('checkout-email').fill(email);
  await page.getByTestId('checkout-phone').fill('9075550177');
}

async function payAndPlace(page: Page) {
  await page.getByTestId('place-order').click();
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/guest-order-success$/);
}

test('a guest collects locally: no address asked, no shipping charged, the choice kept across reloads', async ({
  page,
}) => {
  const mug = (await listProducts()).find((product) => product.name === 'Kenai River Stoneware Mug')!;
  await addToBasket(page, mug.id);
  await goToCheckout(page);
  await page.getByTestId('checkout-method-pickup').check();
  await expect(page.getByTestId('checkout-address')).toHaveCount(0);
  await expect(page.getByTestId('checkout-pickup')).toContainText('201 Lincoln St, Sitka');
  await expect(page.getByTestId('checkout-pickup')).toContainText('Ring the studio bell.');
  await expect(page.getByTestId('order-summary-shipping')).toHaveText('$0.00');
  await fillContact(page, `pickup-${Date.now()}@example.test`);
  await page.getByTestId('checkout-ack').check();

  await page.reload();
  await expect(page.getByTestId('checkout-method-pickup')).toBeChecked();
  await expect(page.getByTestId('checkout-name')).toHaveValue('Delivery Shopper');
  await expect(page.getByTestId('order-summary-shipping')).toHaveText('$0.00');
  await checkAxeAtBothWidths(page);

  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('pay-button')).toHaveText(`Pay $${(mug.price + 2.99).toFixed(2)}`);
  // A reload at the payment step comes back to the details, with the pickup still chosen.
  await page.reload();
  await expect(page.getByTestId('checkout-method-pickup')).toBeChecked();
  await page.getByTestId('checkout-ack').check();
  await payAndPlace(page);
});

test('a guest ships abroad to a country the store lists, at its international rate', async ({ page }) => {
  const mug = (await listProducts()).find((product) => product.name === 'Kenai River Stoneware Mug')!;
  await addToBasket(page, mug.id);
  await goToCheckout(page);
  await page.getByTestId('checkout-method-international').check();
  await expect(page.getByTestId('checkout-state')).toHaveCount(0);
  await expect(page.getByTestId('order-summary-shipping')).toHaveText('$24.50');
  await fillContact(page, `abroad-${Date.now()}@example.test`);
  await page.getByTestId('checkout-country').selectOption('GB');
  await page.getByTestId('checkout-address').fill('10 Downing St');
  await page.getByTestId('checkout-city').fill('London');
  await page.getByTestId('checkout-zip').fill('SW1A 2AA');
  await page.getByTestId('checkout-ack').check();

  await page.reload();
  await expect(page.getByTestId('checkout-method-international')).toBeChecked();
  await expect(page.getByTestId('checkout-country')).toHaveValue('GB');
  await expect(page.getByTestId('checkout-zip')).toHaveValue('SW1A 2AA');
  await checkAxeAtBothWidths(page);

  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('pay-button')).toHaveText(`Pay $${(mug.price + 24.5 + 2.99).toFixed(2)}`);
  await page.reload();
  await expect(page.getByTestId('checkout-country')).toHaveValue('GB');
  await page.getByTestId('checkout-ack').check();
  await payAndPlace(page);
});

test('the owner sets pickup and a free-over amount in Settings, and finds them after a reload', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  await openSection(page, 'Settings');
  const form = page.getByTestId('shipping-form');
  await expect(form.getByTestId('wizard-shipping-local')).toBeChecked();
  await form.getByTestId('shipping-pickupAddress').fill('5 Katlian St, Sitka');
  await form.getByTestId('shipping-nationalFreeOver').fill('150');
  await form.getByRole('button', { name: 'Save Shipping' }).click();
  await expect(form.getByText('Shipping settings saved.')).toBeVisible();
  await checkAxeAtBothWidths(page);

  await page.reload();
  await expect(form.getByTestId('shipping-pickupAddress')).toHaveValue('5 Katlian St, Sitka');
  await expect(form.getByTestId('shipping-nationalFreeOver')).toHaveValue('150.00');
  await expect(form.getByTestId('shipping-countries')).toHaveValue('CA, GB');
});

/** A zone's band as the owner types it: its weight ('' when ticked "And heavier") and its rate. */
async function fillBand(page: Page, zone: number, band: number, upTo: string, rate: string) {
  const id = `shipping-zone-${zone}-band-${band}`;
  if (upTo) await page.getByTestId(`${id}-upTo`).fill(upTo);
  else await page.getByTestId(`${id}-heavier`).check();
  const rateInput = page.getByTestId(`${id}-rate`);
  await rateInput.fill(rate);
}

async function addZone(page: Page, index: number, name: string, countries: string) {
  const form = page.getByTestId('shipping-form');
  await form.getByRole('button', { name: 'Add a zone' }).click();
  await form.getByTestId(`shipping-zone-${index}-name`).fill(name);
  await form.getByTestId(`shipping-zone-${index}-countries`).fill(countries);
}

/** The price checkout shows beside a delivery method. */
const methodPrice = (page: Page, method: string) =>
  page
    .locator('label', { has: page.getByTestId(`checkout-method-${method}`) })
    .locator('.checkout-delivery__price');

test('the owner prices shipping by weight and zone; a guest pays the band of the mug at home and in Germany', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Settings: a Home zone for the US with two bands, a Europe zone for Germany with one, 150 g of packaging.
  await signIn(page, 'owner@demo.test');
  await openSection(page, 'Settings');
  const form = page.getByTestId('shipping-form');
  await form.getByTestId('shipping-countries').fill('CA, GB, DE');
  await form.getByTestId('shipping-kind-weight').check();
  await form.getByTestId('shipping-packagingGrams').fill('150');
  await addZone(page, 0, 'Home', 'US');
  await fillBand(page, 0, 0, '500', '7.50');
  await form.getByRole('button', { name: 'Add a weight band' }).first().click();
  await fillBand(page, 0, 1, '', '13.00');
  await addZone(page, 1, 'Europe', 'DE');
  await fillBand(page, 1, 0, '2000', '28.00');
  await form.getByRole('button', { name: 'Save Shipping' }).click();
  await expect(form.getByText('Shipping settings saved.')).toBeVisible();

  // The mug weighs 350 g: with its packaging, 500 g, the heaviest parcel the Home zone's first band takes.
  const mug = (await listProducts()).find((product) => product.name === 'Kenai River Stoneware Mug')!;
  const before = await apiJson<{ weightGrams: number | null }>(`/api/admin/products/${mug.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  mugWeight = { id: mug.id, weightGrams: before.weightGrams };
  await setWeight(mug.id, 350);

  const guest = await (await browser.newContext()).newPage();
  await addToBasket(guest, mug.id);
  await goToCheckout(guest);
  await expect(guest.getByTestId('checkout-method-national')).toBeChecked();
  await expect(methodPrice(guest, 'national')).toHaveText('$7.50 (free over $150.00)');
  await expect(guest.getByTestId('order-summary-shipping')).toHaveText('$7.50');

  await guest.getByTestId('checkout-method-international').check();
  await fillContact(guest, `by-weight-${Date.now()}@example.test`);
  await guest.getByTestId('checkout-country').selectOption('DE');
  await guest.getByTestId('checkout-address').fill('Unter den Linden 1');
  await guest.getByTestId('checkout-city').fill('Berlin');
  await guest.getByTestId('checkout-zip').fill('10115');
  await expect(methodPrice(guest, 'international')).toHaveText('$28.00');
  await expect(guest.getByTestId('order-summary-shipping')).toHaveText('$28.00');
  await guest.getByTestId('checkout-ack').check();
  await checkAxeAtBothWidths(guest);

  await payAndPlace(guest);
  await expect(guest.getByTestId('guest-order-total')).toHaveText(`$${(mug.price + 28 + 2.99).toFixed(2)}`);
  await guest.context().close();
});
