/**
 * Gift cards: bought at checkout for a friend (a line without tax, the code mailed once), paying
 * part or all of a later order, given back once when a payment does not become an order or is
 * refunded to it, and found only by its own store's codes, with guesses limited. An order asked
 * for twice at once and two checkouts spending one card at once are in gift-cards-at-once.test.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { giftCardMoves, orderItems, orderTaxLines, orders, payments } from '@/server/src/db/schema';
import { reconcilePayments } from '@/server/src/jobs/reconcile';
import { TAGS } from '@/lib/tags';
import { demo, type TestApp } from './support/build-app';
import {
  FRIEND,
  gift,
  giftCardSteps,
  openGiftCardStore,
  SETTINGS,
  type GiftCardStore,
} from './support/gift-cards-fixtures';
import { basketTotal, confirmCard, createOrder, CUSTOMER_INFO, type ApiProduct } from './support/shop';

let store: GiftCardStore;
let t: TestApp;
let web: GiftCardStore['web'];
let smtp: GiftCardStore['smtp'];
let owner: Record<string, string>;
let piece: ApiProduct;

beforeAll(async () => {
  store = await openGiftCardStore();
  ({ t, web, smtp, owner, piece } = store);
}, 120_000);
afterAll(() => store.close());

const { saveSettings, pay, payForPieces, buyCard, cardOf, balanceOf } = giftCardSteps(() => store);

it('says in the store’s record whether the store sells gift cards, and refreshes its pages when that changes', async () => {
  const record = async () =>
    (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json() as {
      giftCards?: boolean;
    };
  const north = await t.app.inject({
    url: '/api/stores/by-identifier/north',
    headers: { 'x-tenant-id': 'north' },
  });
  expect(north.json().giftCards).toBe(false);
  expect((await record()).giftCards).toBe(true);
  expect(await web.waitForTag(TAGS.store('demo'))).toBe(true);

  expect((await saveSettings({ ...SETTINGS, enabled: false })).statusCode).toBe(200);
  expect((await record()).giftCards).toBe(false);
  expect((await saveSettings(SETTINGS)).statusCode).toBe(200);
  expect((await record()).giftCards).toBe(true);
});

it('buys a card for a friend: a gift card line without tax, the code mailed to the friend once', async () => {
  const { code, orderId } = await buyCard(5000);
  const mail = smtp.lastMailTo(FRIEND);
  expect(mail).toMatch(/Ada sent you a \$50\.00 gift card/);
  expect(mail).toContain('Happy birthday!');
  const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  expect(lines).toEqual([expect.objectContaining({ kind: 'gift_card', priceCents: 5000, productId: null })]);
  const taxes = await t.database.db.select().from(orderTaxLines).where(eq(orderTaxLines.orderId, orderId));
  expect(taxes).toEqual([]);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({ totalCents: 5000, taxCents: 0, shippingCents: 0 });
  // The job finds nothing more to mail: the card was marked sent with its mail.
  const { mailDueGiftCards } = await import('@/server/src/services/gift-cards/mail');
  expect(await mailDueGiftCards(t.app)).toEqual({ sent: 0 });
  expect(smtp.mailsTo(FRIEND).filter((m) => m.raw.includes(code.slice(-4)))).toHaveLength(1);
  expect((await cardOf(code)).json()).toMatchObject({
    balanceCents: 5000,
    lastFour: code.replace(/-/g, '').slice(-4),
  });
});

it('pays a whole order with the card: no card payment, and the order is made', async () => {
  const total = basketTotal([{ product: piece, quantity: 1 }]);
  const { code } = await buyCard(Math.min(50000, total + 5000));
  const started = await payForPieces(1, { giftCardCode: code });
  expect(started.statusCode).toBe(200);
  expect(started.json()).toMatchObject({ amount: 0 });
  const placed = await createOrder(t.app, started.json().paymentIntentId);
  expect(placed.statusCode).toBe(200);
  expect(placed.json().total).toBe((total + started.json().taxCents) / 100);
  expect((await cardOf(code)).json().balanceCents).toBe(
    Math.min(50000, total + 5000) - total - started.json().taxCents,
  );
});

it('gives a replaced or expired payment’s share back to the card once', async () => {
  const { code } = await buyCard(2500);
  const lastFour = code.replace(/-/g, '').slice(-4);
  const key = { checkoutKey: 'gift-replace-key-aaaaaaaaaaaaa' };
  expect((await payForPieces(1, { giftCardCode: code, ...key })).statusCode).toBe(200);
  expect((await balanceOf(lastFour)).balanceCents).toBe(0);
  // The same checkout again replaces the first payment: its share comes back and is taken anew.
  const second = await payForPieces(1, { giftCardCode: code, ...key });
  expect(second.statusCode).toBe(200);
  expect(second.json().giftCardCents).toBe(2500);
  expect((await balanceOf(lastFour)).balanceCents).toBe(0);
  // Its hold expires: reconciliation gives the share back, once however often it runs.
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, second.json().paymentIntentId));
  const later = new Date(Date.now() + 3 * 3_600_000);
  await reconcilePayments(t.app, later);
  await reconcilePayments(t.app, later);
  const card = await balanceOf(lastFour);
  expect(card.balanceCents).toBe(2500);
  const releases = await t.database.db
    .select()
    .from(giftCardMoves)
    .where(and(eq(giftCardMoves.giftCardId, card.id), eq(giftCardMoves.kind, 'release')));
  expect(releases.map((move) => move.paymentId)).toContain(payment.id);
  expect(releases).toHaveLength(2);
});

it('refunds to the card first, once per request', async () => {
  const { code } = await buyCard(2500);
  const lastFour = code.replace(/-/g, '').slice(-4);
  const started = await payForPieces(2, { giftCardCode: code });
  expect((await confirmCard(t.app, started.json().paymentIntentId)).statusCode).toBe(200);
  const orderId = (await createOrder(t.app, started.json().paymentIntentId)).json().id;
  const refund = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      headers: { ...demo, ...owner, 'idempotency-key': 'gift-refund-1' },
      payload: { amount: 10, restock: false },
    });
  expect((await refund()).statusCode).toBe(200);
  expect((await refund()).statusCode).toBe(200);
  expect((await balanceOf(lastFour)).balanceCents).toBe(1000);
  const card = await balanceOf(lastFour);
  const moves = await t.database.db
    .select()
    .from(giftCardMoves)
    .where(and(eq(giftCardMoves.giftCardId, card.id), eq(giftCardMoves.kind, 'refund')));
  expect(moves).toHaveLength(1);
});

it('refuses a guessed code with 404 and limits guesses from one address', async () => {
  const guess = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/check',
      headers: demo,
      remoteAddress: '203.0.113.50',
      payload: { code: 'AAAA-BBBB-CCCC-DDDD' },
    });
  const answers = [];
  for (let i = 0; i < 8; i += 1) answers.push(await guess());
  expect(answers[0].statusCode).toBe(404);
  expect(answers[0].json()).toMatchObject({ code: 'GIFT_CARD_NOT_FOUND' });
  expect(answers.at(-1)!.statusCode).toBe(429);
});

it('refuses a disabled card, an amount not offered and another store’s code', async () => {
  const { code } = await buyCard(2500);
  const card = await balanceOf(code.replace(/-/g, '').slice(-4));
  const disabled = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/gift-cards/${card.id}/status`,
    headers: { ...demo, ...owner },
    payload: { status: 'disabled' },
  });
  expect(disabled.statusCode).toBe(200);
  expect(disabled.json().moves.at(-1)).toMatchObject({ kind: 'adjust', note: 'Disabled' });
  const refused = await payForPieces(1, { giftCardCode: code });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'GIFT_CARD_DISABLED', field: 'giftCardCode' });

  const odd = await pay({ amount: 123, items: [], giftCards: [gift(123)], shippingMethod: 'pickup' });
  expect(odd.statusCode).toBe(400);
  expect(odd.json()).toMatchObject({ code: 'GIFT_CARD_AMOUNT', field: 'giftCards.0.amountCents' });

  const { code: good } = await buyCard(2500);
  const north = await t.app.inject({
    method: 'POST',
    url: '/api/gift-cards/check',
    headers: { 'x-tenant-id': 'north' },
    remoteAddress: '198.51.100.250',
    payload: { code: good },
  });
  expect(north.statusCode).toBe(404);
});

it('lists the store’s cards for the owner, not for another store', async () => {
  const list = await t.app.inject({ url: '/api/admin/gift-cards', headers: { ...demo, ...owner } });
  expect(list.statusCode).toBe(200);
  expect(list.json().giftCards.length).toBeGreaterThan(3);
  expect(list.json().giftCards[0]).toMatchObject({
    recipientEmail: FRIEND,
    purchaserEmail: CUSTOMER_INFO.email,
  });
  const anonymous = await t.app.inject({ url: '/api/admin/gift-cards', headers: demo });
  expect(anonymous.statusCode).toBe(401);
});

it('counts a gift card sold as money held, not revenue, and an order it pays as revenue', async () => {
  const { soldWithin } = await import('@/server/src/repositories/revenue');
  const span = { from: sql`now() - interval '1 hour'`, to: sql`now() + interval '1 hour'` };
  const before = await soldWithin(t.app.db, 'demo', span);
  const { code } = await buyCard(5000);
  const afterCard = await soldWithin(t.app.db, 'demo', span);
  expect(afterCard.orders).toBe(before.orders + 1);
  expect(afterCard.netCents).toBe(before.netCents);
  const started = await payForPieces(1, { giftCardCode: code });
  expect((await confirmCard(t.app, started.json().paymentIntentId)).statusCode).toBe(200);
  expect((await createOrder(t.app, started.json().paymentIntentId)).statusCode).toBe(200);
  const afterOrder = await soldWithin(t.app.db, 'demo', span);
  expect(afterOrder.netCents - afterCard.netCents).toBe(basketTotal([{ product: piece, quantity: 1 }]));
});
