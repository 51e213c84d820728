import { expect, test, type Page } from '@playwright/test';
import { orderTotalCents, toCents } from '../../lib/money';
import { adminToken, apiJson, isPlainPiece, listProducts } from './support/api';
import { LOOK_WIDTHS, expectNoSeriousViolations } from './support/look';
import { latestMailTo } from './support/mailbox';
import { restartApi, stopApi } from './support/servers';

const BUYER = {
  name: 'Rowan Reviewer',
  email: 'rowan.reviewer@example.test',
  phone: '(907) 555-0177',
  address: '7 Harbor Dr',
  city: 'Sitka',
  state: 'AK',
  zipCode: '99835',
};

/** A delivered order of one piece, placed and moved through the api as checkout and the owner do. */
async function deliveredOrder(product: { id: string; price: number }) {
  const { totalCents } = orderTotalCents([{ priceCents: toCents(product.price), quantity: 1 }]);
  const intent = await apiJson<{ paymentIntentId: string }>('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'x-forwarded-for': '10.42.0.31' },
    body: JSON.stringify({
      amount: totalCents,
      currency: 'usd',
      items: [{ id: product.id, quantity: 1, price: product.price }],
      customerInfo: BUYER,
    }),
  });
  await apiJson('/api/payments/test/confirm', {
    method: 'POST',
    body: JSON.stringify({ paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242' }),
  });
  const order = await apiJson<{ id: string }>('/api/orders', {
    method: 'POST',
    body: JSON.stringify({ paymentIntentId: intent.paymentIntentId, customerInfo: BUYER }),
  });
  const owner = { authorization: `Bearer ${await adminToken()}` };
  for (const status of ['Shipped', 'Delivered'])
    await apiJson(`/api/admin/orders/${order.id}/status`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ status }),
    });
  return order;
}

/** The store's review settings: asked `requestDays` after delivery, published at once. */
async function askAfter(requestDays: number) {
  await apiJson('/api/admin/settings/reviews', {
    method: 'PUT',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ enabled: true, requestDays, shippedExtraDays: 7, publishAtOnce: true }),
  });
}

/** The newest mail to the buyer matching `pattern`, waiting up to `timeoutMs` for it. */
async function mailMatching(pattern: RegExp, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = await latestMailTo(BUYER.email, 2_000).catch(() => '');
    const found = pattern.exec(mail)?.[0];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${BUYER.email} matching ${pattern}`);
}

/**
 * The review link of the request mail: the api is started again running its request job every
 * second (the buyer is asked at once), then as before.
 */
async function reviewLinkFromMail(orderId: string): Promise<string> {
  // The Delivered notice is out before the api stops.
  await mailMatching(/is Delivered/, 30_000);
  await askAfter(0);
  await stopApi();
  await restartApi({ REVIEW_REQUEST_CRON: '* * * * * *' });
  try {
    return await mailMatching(new RegExp(`/orders/${orderId}/review\\?token=[A-Za-z0-9_-]+`), 30_000);
  } finally {
    await askAfter(7);
    await stopApi();
    await restartApi();
  }
}

async function writeReview(page: Page, productName: string, title: string) {
  const form = page.getByRole('form', { name: `Review of ${productName}` });
  await form.locator('label').filter({ hasText: '5 stars' }).click();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Your review' }).fill('The glaze is even lovelier in person.');
  await form.getByRole('button', { name: 'Save review' }).click();
  await expect(form.getByTestId('review-outcome')).toHaveText('Thank you! Your review is saved.');
}

/**
 * A buyer of a delivered order opens the review request mail's link, gives a piece five stars with
 * a title and text, then follows the piece to its product page, where the review shows with its
 * stars under "Reviews from verified buyers". Checked with axe at desktop and phone widths.
 */
test('a buyer reviews a delivered piece from the mailed link and sees it on the product page', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const product = (await listProducts()).find(
    (p) => p.totalInventory !== null && p.totalInventory >= 2 && isPlainPiece(p),
  )!;
  const order = await deliveredOrder(product);
  const link = await reviewLinkFromMail(order.id);

  const page = await (await browser.newContext({ viewport: LOOK_WIDTHS[0] })).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // A title of this attempt's own: a retried test finds its own review, not the first attempt's.
  const title = `Made with care ${Date.now().toString(36)}`;
  await writeReview(page, product.name, title);

  await page.getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const reviews = page.getByTestId('product-reviews');
  await expect(reviews.getByRole('heading', { name: 'Reviews from verified buyers' })).toBeVisible();
  const mine = reviews.getByTestId('review').filter({ hasText: title });
  // The product page is cached; the saved review expires it within a moment, so a page that came
  // before the expiry shows the review on the next load.
  await expect(async () => {
    if (!(await mine.isVisible())) await page.reload();
    await expect(mine).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(mine).toContainText('The glaze is even lovelier in person.');
  await expect(mine).toContainText('Rowan R.');
  await expect(mine.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.setViewportSize(LOOK_WIDTHS[1]);
  await expect(mine).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Update review' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
