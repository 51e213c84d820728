/**
 * Reviews from verified buyers: the request mail goes once per order, only after the delay and only
 * for orders that reached the buyer; its link's token opens that order's pieces and no other's; a
 * signed-in buyer reviews their own order; a review is one per line (an edit replaces it); shoppers
 * see published reviews only, with the owner's replies, and a hidden one leaves the list and the
 * average. Mail goes over SMTP; payments through the built-in test provider.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { REVIEW_BODY_MAX } from '@/lib/constants/reviews';
import { orderEvents, productReviews, reviewRequests } from '@/server/src/db/schema';
import { jobsOf } from '@/server/src/jobs';
import { sendReviewRequests } from '@/server/src/services/reviews/requests';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { confirmCard, createOrder, listProducts, startPayment, type ApiProduct } from './support/shop';
import { startSmtpMailbox } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let product: ApiProduct;
let visitor = 0;
const BUYER = 'ada@example.test';
const DAY = 86_400_000;

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  product = (await listProducts(t.app)).find(
    (p) => p.totalInventory !== null && p.totalInventory >= 5 && !p.variants?.length,
  )!;
  const stocked = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}/inventory`,
    headers: asOwner(),
    payload: { totalInventory: 200 },
  });
  expect(stocked.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const asOwner = () => ({ ...demo, ...owner });

/** A paid order of one piece; placed signed in when `headers` carry a bearer. */
async function paidOrder(headers: Record<string, string> = {}) {
  visitor += 1;
  const started = await startPayment(
    t.app,
    [{ product, quantity: 1 }],
    {},
    {
      'x-forwarded-for': `10.8.0.${visitor}`,
      ...headers,
    },
  );
  expect(started.statusCode).toBe(200);
  const { paymentIntentId } = started.json();
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  const placed = await createOrder(t.app, paymentIntentId, headers);
  expect(placed.statusCode).toBe(200);
  return { id: placed.json().id as string, orderNumber: placed.json().orderId as string };
}

const move = async (id: string, status: string) =>
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/status`,
        headers: asOwner(),
        payload: { status },
      })
    ).statusCode,
  ).toBe(200);

/** Moves the order's `status` line back `daysAgo` days. */
const backdate = (id: string, status: 'Shipped' | 'Delivered', daysAgo: number) =>
  t.database.db
    .update(orderEvents)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY) })
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, status)));

async function shipped(id: string, daysAgo: number) {
  await move(id, 'Shipped');
  await backdate(id, 'Shipped', daysAgo);
}

async function delivered(id: string, daysAgo: number) {
  await shipped(id, daysAgo + 1);
  await move(id, 'Delivered');
  await backdate(id, 'Delivered', daysAgo);
}

const requestMails = (orderNumber: string) =>
  smtp.mailsAbout(BUYER, `How do you like your order ${orderNumber}`);

/** Runs the job and answers the review link's token of the order's request mail. */
async function askedToken(order: { id: string; orderNumber: string }): Promise<string> {
  await sendReviewRequests(t.app);
  await smtp.waitForMailAbout(BUYER, `How do you like your order ${order.orderNumber}`);
  const raw = requestMails(order.orderNumber)[0]
    .raw.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = new RegExp(`/orders/${order.id}/review\\?token=([A-Za-z0-9_-]+)`).exec(raw);
  expect(link).not.toBeNull();
  return link![1];
}

const formUrl = (id: string, token?: string) =>
  `/api/orders/${id}/reviews${token ? `?${new URLSearchParams({ token })}` : ''}`;
const lineUrl = (id: string, lineId: string, token?: string) =>
  `/api/orders/${id}/reviews/${lineId}${token ? `?${new URLSearchParams({ token })}` : ''}`;
const readForm = (id: string, token?: string, headers: Record<string, string> = demo) =>
  t.app.inject({ url: formUrl(id, token), headers });
const write = (
  id: string,
  lineId: string,
  token: string | undefined,
  payload: object,
  headers: Record<string, string> = demo,
) => t.app.inject({ method: 'PUT', url: lineUrl(id, lineId, token), headers, payload });
const review = (rating: number, title = 'Lovely mug', body = 'Holds my coffee warm all morning.') => ({
  rating,
  title,
  body,
});
const shown = async () =>
  (await t.app.inject({ url: `/api/products/${product.id}/reviews`, headers: demo })).json() as {
    reviews: {
      id: string;
      title: string;
      rating: number;
      reply: string | null;
      authorName: string;
      photoUrl: string | null;
    }[];
    average: number | null;
    count: number;
  };
const answer = (id: string, payload: object, headers = asOwner()) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${id}`, headers, payload });
const settings = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings/reviews', headers: asOwner(), payload });

let orderA: { id: string; orderNumber: string; token: string; lineId: string };
let orderB: { id: string; orderNumber: string; token: string; lineId: string };

function multipart(bytes: Buffer) {
  const boundary = '----sitka-review-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mug.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...demo, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the request mail', () => {
  it('is a scheduled job of the api', () => {
    expect(jobsOf(t.app).map((job) => job.name)).toContain('review-requests');
  });

  it('goes once per delivered order after the delay, and not before it or for orders not sent', async () => {
    const due = await paidOrder();
    await delivered(due.id, 8);
    const early = await paidOrder();
    await delivered(early.id, 3);
    const unsent = await paidOrder();
    const old = await paidOrder();
    await delivered(old.id, 70);

    const token = await askedToken(due);
    await sendReviewRequests(t.app);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestMails(due.orderNumber)).toHaveLength(1);
    expect(requestMails(early.orderNumber)).toHaveLength(0);
    expect(requestMails(unsent.orderNumber)).toHaveLength(0);
    expect(requestMails(old.orderNumber)).toHaveLength(0);
    expect(smtp.lastMailTo(BUYER)).toContain(product.name);

    // Only the token's hash is kept.
    const [row] = await t.database.db.select().from(reviewRequests).where(eq(reviewRequests.orderId, due.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);

    const form = await readForm(due.id, token);
    expect(form.statusCode).toBe(200);
    expect(form.json().lines).toEqual([
      expect.objectContaining({ name: product.name, review: null, orderItemId: expect.any(String) }),
    ]);
    orderA = { ...due, token, lineId: form.json().lines[0].orderItemId };
  }, 60_000);

  it('goes for an order shipped long ago with no delivery recorded, after the extra days', async () => {
    const recent = await paidOrder();
    await shipped(recent.id, 10);
    const long = await paidOrder();
    await shipped(long.id, 15);
    const token = await askedToken(long);
    expect(requestMails(recent.orderNumber)).toHaveLength(0);
    const form = await readForm(long.id, token);
    expect(form.statusCode).toBe(200);
    orderB = { ...long, token, lineId: form.json().lines[0].orderItemId };
  }, 60_000);
});

describe('writing a review', () => {
  it('is refused with a guessed token, or without a token or sign-in', async () => {
    const guessed = await readForm(orderA.id, 'x'.repeat(43));
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().code).toBe('ORDER_NOT_FOUND');
    const put = await write(orderA.id, orderA.lineId, 'guess', review(5));
    expect(put.statusCode).toBe(404);
    expect((await readForm(orderA.id)).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.orderId, orderA.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a line of another order with order A’s token, and writes nothing', async () => {
    const cross = await write(orderA.id, orderB.lineId, orderA.token, review(1));
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toMatchObject({ code: 'REVIEW_LINE_NOT_FOUND', field: 'lineId' });
    const other = await write(orderB.id, orderB.lineId, orderA.token, review(1));
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('ORDER_NOT_FOUND');
    const rows = await t.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.orderId, orderB.id));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['rating', { rating: 0 }],
    ['rating', { rating: 6 }],
    ['title', { title: '  ' }],
    ['body', { body: 'x'.repeat(REVIEW_BODY_MAX + 1) }],
  ])('answers 400 naming %s for bad input', async (field, change) => {
    const bad = await write(orderA.id, orderA.lineId, orderA.token, { ...review(5), ...change });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe(field);
  });

  it('is one per line: a second review replaces the first', async () => {
    const first = await write(orderA.id, orderA.lineId, orderA.token, review(4));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ rating: 4, status: 'published' });
    const second = await write(
      orderA.id,
      orderA.lineId,
      orderA.token,
      review(5, 'Even better', 'Bought two more.'),
    );
    expect(second.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.orderItemId, orderA.lineId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, body: 'Bought two more.', authorName: 'Ada L.' });
    const form = await readForm(orderA.id, orderA.token);
    expect(form.json().lines[0].review).toMatchObject({ title: 'Even better' });
    expect((await shown()).reviews.map((r) => r.title)).toContain('Even better');
  });

  it('carries a photo uploaded with the link, shown beside the published review', async () => {
    const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderB.id}/reviews/photo?token=${orderA.token}`,
      ...multipart(bytes),
    });
    expect(refused.statusCode).toBe(404);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderA.id}/reviews/photo?token=${orderA.token}`,
      ...multipart(bytes),
    });
    expect(upload.statusCode).toBe(201);
    const { photo, photoUrl } = upload.json();
    const saved = await write(orderA.id, orderA.lineId, orderA.token, {
      ...review(5, 'Even better', 'Bought two more.'),
      photo,
    });
    expect(saved.statusCode).toBe(200);
    expect((await shown()).reviews.find((r) => r.title === 'Even better')).toMatchObject({ photoUrl });
    const image = await t.app.inject({ url: photoUrl, headers: demo });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(800);
    const unknown = await write(orderA.id, orderA.lineId, orderA.token, {
      ...review(5),
      photo: 'review-0000000000000000-800.webp',
    });
    expect(unknown.json()).toMatchObject({ code: 'REVIEW_PHOTO_NOT_FOUND', field: 'photo' });
  });

  it('is open to the signed-in buyer of a delivered order, and to nobody else', async () => {
    const mine = await paidOrder(shopper);
    const notYet = await readForm(mine.id, undefined, { ...demo, ...shopper });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('REVIEW_NOT_YET');
    await delivered(mine.id, 1);
    const form = await readForm(mine.id, undefined, { ...demo, ...shopper });
    expect(form.statusCode).toBe(200);
    const lineId = form.json().lines[0].orderItemId;
    expect((await write(mine.id, lineId, undefined, review(3), asOwner())).statusCode).toBe(404);
    const saved = await write(mine.id, lineId, undefined, review(3, 'Nice glaze'), { ...demo, ...shopper });
    expect(saved.statusCode).toBe(200);
  });
});

describe('what shoppers see', () => {
  it('shows published reviews with the average; hidden ones leave both, and the reply shows', async () => {
    const before = await shown();
    expect(before.count).toBe(2);
    expect(before.average).toBe(4);
    const top = before.reviews.find((r) => r.title === 'Even better')!;
    expect((await answer(top.id, { status: 'hidden' })).statusCode).toBe(200);
    const hidden = await shown();
    expect(hidden).toMatchObject({ count: 1, average: 3 });
    expect(hidden.reviews.map((r) => r.title)).toEqual(['Nice glaze']);
    expect((await answer(top.id, { status: 'published', reply: 'Thank you, Ada!' })).statusCode).toBe(200);
    const back = await shown();
    expect(back.reviews.find((r) => r.id === top.id)?.reply).toBe('Thank you, Ada!');
    const log = (await t.app.inject({ url: '/api/admin/audit', headers: asOwner() })).json();
    expect(log.entries.map((entry: { action: string }) => entry.action)).toContain('review.answer');
  });

  it('shows a review only once approved when the store asks so, and an edit waits again', async () => {
    expect(
      (await settings({ enabled: true, requestDays: 7, shippedExtraDays: 7, publishAtOnce: false }))
        .statusCode,
    ).toBe(200);
    const pending = await write(orderB.id, orderB.lineId, orderB.token, review(2, 'Chipped rim'));
    expect(pending.json().status).toBe('pending');
    expect((await shown()).reviews.map((r) => r.title)).not.toContain('Chipped rim');
    const edited = await write(orderA.id, orderA.lineId, orderA.token, review(5, 'Still lovely'));
    expect(edited.json().status).toBe('pending');
    expect((await shown()).count).toBe(1);
    const list = await t.app.inject({ url: '/api/admin/reviews?status=pending', headers: asOwner() });
    expect(
      list
        .json()
        .reviews.map((r: { title: string }) => r.title)
        .sort(),
    ).toEqual(['Chipped rim', 'Still lovely']);
    await settings({ enabled: true, requestDays: 7, shippedExtraDays: 7, publishAtOnce: true });
  });

  it('keeps the back-office to the store’s owner and manager', async () => {
    const list = await t.app.inject({ url: '/api/admin/reviews', headers: { ...demo, ...shopper } });
    expect(list.statusCode).toBe(403);
    const north = await t.app.inject({
      url: '/api/admin/reviews',
      headers: { 'x-tenant-id': 'north', ...northOwner },
    });
    expect(north.json().total).toBe(0);
    const [one] = (await t.app.inject({ url: '/api/admin/reviews', headers: asOwner() })).json().reviews;
    const foreign = await answer(one.id, { status: 'hidden' }, { 'x-tenant-id': 'north', ...northOwner });
    expect(foreign.statusCode).toBe(404);
    const bad = await settings({ enabled: true, requestDays: 91, shippedExtraDays: 7, publishAtOnce: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('requestDays');
  });
});
