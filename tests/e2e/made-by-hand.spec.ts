/**
 * A studio's week in the browser: a buyer on a phone orders a cuff engraved for someone and sees
 * the engraving on the confirmation; the owner finds it on the workbench, marks it made and ships
 * it; at a market the owner sells the last of a piece from the phone screen, and the shop shows it
 * sold out.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiJson, setStock } from './support/api';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { fillCheckout, signIn } from './support/shopper';
import { openSection } from './support/walk';

const [WIDE, PHONE] = LOOK_WIDTHS;
const ENGRAVING = 'For Ruth';

let token: string;
const created: string[] = [];

/** A new piece of the demo store, with `stock` in stock, removed after the tests. */
async function newPiece(body: Record<string, unknown>, stock: number) {
  const headers = { authorization: `Bearer ${token}` };
  const piece = await apiJson<{ id: string; handle: string; name: string }>('/api/admin/products', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  created.push(piece.id);
  await setStock(piece.id, stock, token);
  return piece;
}

// Each test walks two people through several pages.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  token = await adminToken();
});

test.afterAll(async () => {
  for (const id of created)
    await apiJson(`/api/admin/products/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
});

async function checkAxeAtBothWidths(page: Page, end: (typeof LOOK_WIDTHS)[number]) {
  for (const size of LOOK_WIDTHS) {
    await page.setViewportSize(size);
    // The pieces' names carry their visible words (axe's label-in-name rule).
    await expectNoSeriousViolations(page, { labelInName: true });
  }
  await page.setViewportSize(end);
}

test('a buyer orders an engraved cuff; the owner makes it on the workbench and ships it', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const cuff = await newPiece(
    {
      name: `Engraved Tide Cuff ${suffix}`,
      price: 68,
      personalisation: [
        {
          id: 'engraving',
          kind: 'text',
          label: 'Engraving',
          required: true,
          maxLength: 12,
          priceCents: 1500,
        },
      ],
    },
    3,
  );

  // The buyer, on a phone, from a link to the piece.
  await page.setViewportSize(PHONE);
  await page.goto(`/product/${cuff.handle}`);
  const engraving = page.getByRole('textbox', { name: /Engraving/ });
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('personalisation-error')).toHaveText('Engraving is required');
  await expect(engraving).toHaveAttribute('aria-invalid', 'true');
  await engraving.fill(ENGRAVING);
  await expect(page.getByTestId('personalisation-count')).toContainText(`${ENGRAVING.length} / 12`);
  await expect(page.getByTestId('personalisation-total')).toContainText('$83.00');
  await checkAxeAtBothWidths(page, PHONE);
  await page.getByTestId('add-to-basket').click();

  // The phone's bottom bar has the basket.
  await page.getByRole('link', { name: /^Basket 1 item/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText(`Engraving: ${ENGRAVING}`);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('main')).toContainText(`Engraving: ${ENGRAVING}`);
  await fillCheckout(page, { name: 'Ruth Peratrovich', email: `engraved-${suffix}@example.test` });
  await page.getByTestId('place-order').click();
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/guest-order-success$/);
  const orderId = (await page.getByTestId('guest-order-id').textContent())!.trim();
  await expect(page.getByTestId('guest-order-items')).toContainText(`Engraving: ${ENGRAVING}`);

  // The owner, at the bench on a wide screen: the piece to make, with what to engrave.
  const context = await browser.newContext({ viewport: WIDE });
  const owner = await context.newPage();
  try {
    await signIn(owner, 'owner@demo.test');
    await openSection(owner, 'Workbench');
    const line = owner.getByTestId('workbench-line').filter({ hasText: orderId });
    await expect(line).toContainText(`Engraving: ${ENGRAVING}`);
    await expect(line).toContainText('Made 0 of 1');
    await checkAxeAtBothWidths(owner, WIDE);
    await line.getByRole('button', { name: new RegExp(`^Mark one made: order ${orderId}`) }).click();
    await expect(line).toContainText('Made 1 of 1');

    await line.getByRole('link', { name: `Order ${orderId}` }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toContainText(orderId);
    await expect(owner.getByRole('region', { name: 'Items' })).toContainText(`Engraving: ${ENGRAVING}`);
    await expect(owner.getByRole('main')).toContainText('Made 1 of 1');
    await owner.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(owner.getByTestId('order-status')).toContainText('Shipped');

    // Shipped, it leaves the bench.
    await openSection(owner, 'Workbench');
    await expect(owner.getByRole('heading', { level: 1, name: 'Workbench' })).toBeVisible();
    await expect(owner.getByTestId('workbench-line').filter({ hasText: orderId })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('at a market the owner sells the last piece from the phone screen and the shop shows it sold out', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const bead = await newPiece({ name: `Raven Bead Pendant ${suffix}`, price: 24 }, 1);

  // A shopper has the piece open while it is still there.
  const shopperContext = await browser.newContext({ viewport: WIDE });
  const shopper = await shopperContext.newPage();
  try {
    await shopper.goto(`/product/${bead.handle}`);
    await expect(shopper.getByTestId('availability')).toContainText('Only 1 left');
    await expect(shopper.getByTestId('add-to-basket')).toBeEnabled();

    // The owner at the stall, on a phone: More, Market, the piece, cash.
    await page.setViewportSize(PHONE);
    await signIn(page, 'owner@demo.test');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('list', { name: 'More sections' }).getByRole('link', { name: 'Market' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search pieces' }).fill(bead.name);
    await page.getByRole('button', { name: `${bead.name}, $24.00, 1 left` }).click();
    await expect(page.getByRole('list', { name: 'Sale' })).toContainText(bead.name);
    // The last one is in the sale: the piece cannot be tapped again.
    await expect(page.getByRole('button', { name: new RegExp(`^${bead.name},`) })).toBeDisabled();
    await checkAxeAtBothWidths(page, PHONE);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Cash' }).click();
    await expect(page.getByRole('heading', { name: /^Sale recorded — MO-/ })).toBeVisible();

    // The shop, looked at again: the piece is gone. The page's cache is expired by the sale; a
    // reload in the moment the page is made again may still show it, the next one does not.
    await expect
      .poll(
        async () => {
          await shopper.reload();
          return shopper.getByTestId('availability').textContent();
        },
        { intervals: [1_000, 2_000, 2_000], timeout: 15_000 },
      )
      .toContain('Out of Stock');
    await expect(shopper.getByTestId('add-to-basket')).toHaveCount(0);
    await expect(shopper.getByTestId('add-to-basket')).toHaveCount(0);
  } finally {
    await shopperContext.close();
  }
});
