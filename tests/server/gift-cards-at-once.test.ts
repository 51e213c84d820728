/**
 * Gift cards when callers meet: an order paid half with a card and asked for twice at once takes
 * the card once, and two checkouts spending one card at once never take it below zero. These are
 * the gift card checks whose outcome depends on the database server (PGlite takes one transaction
 * at a time, PostgreSQL many); the others are in gift-cards.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { giftCardMoves, orders } from '@/server/src/db/schema';
import { reconcilePayments } from '@/server/src/jobs/reconcile';
import { demo, type TestApp } from './support/build-app';
import { giftCardSteps, openGiftCardStore, type GiftCardStore } from './support/gift-cards-fixtures';
import { basketTotal, confirmCard, createOrder, type ApiProduct } from './support/shop';

let store: GiftCardStore;
let t: TestApp;
let owner: Record<string, string>;
let piece: ApiProduct;

beforeAll(async () => {
  store = await openGiftCardStore();
  ({ t, owner, piece } = store);
}, 120_000);
afterAll(() => store.close());

const { payForPieces, buyCard, balanceOf } = giftCardSteps(() => store);

it('pays half an order with the code and the card payment the rest, taken once however often the order is asked for', async () => {
  const total = basketTotal([{ product: piece, quantity: 2 }]);
  const { code } = await buyCard(Math.floor(total / 2));
  const lastFour = code.replace(/-/g, '').slice(-4);
  const started = await payForPieces(2, { giftCardCode: code });
  expect(started.statusCode).toBe(200);
  const step = started.json();
  expect(step).toMatchObject({ giftCardCents: Math.floor(total / 2), giftCardLastFour: lastFour });
  expect(step.amount).toBe(total + step.taxCents - Math.floor(total / 2));
  expect((await confirmCard(t.app, step.paymentIntentId)).statusCode).toBe(200);
  const placed = await Promise.all([
    createOrder(t.app, step.paymentIntentId),
    createOrder(t.app, step.paymentIntentId),
  ]);
  expect(placed.map((r) => r.statusCode)).toEqual([200, 200]);
  await reconcilePayments(t.app);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed[0].json().id));
  expect(order).toMatchObject({
    giftCardCents: Math.floor(total / 2),
    totalCents: step.amount + Math.floor(total / 2),
  });
  const detail = await t.app.inject({
    url: `/api/admin/orders/${order.id}`,
    headers: { ...demo, ...owner },
  });
  expect(detail.json().payment.giftCard).toEqual({ lastFour, amount: Math.floor(total / 2) / 100 });
  const card = await balanceOf(lastFour);
  expect(card.balanceCents).toBe(0);
  const charges = await t.database.db
    .select()
    .from(giftCardMoves)
    .where(and(eq(giftCardMoves.giftCardId, card.id), eq(giftCardMoves.kind, 'charge')));
  expect(charges).toHaveLength(1);
});

it('never takes a card below zero when two checkouts spend it at once', async () => {
  const { code } = await buyCard(2500);
  const lastFour = code.replace(/-/g, '').slice(-4);
  const answers = await Promise.all([
    payForPieces(1, { giftCardCode: code, checkoutKey: 'gift-race-key-aaaaaaaaaaaaaa1' }),
    payForPieces(1, { giftCardCode: code, checkoutKey: 'gift-race-key-aaaaaaaaaaaaaa2' }),
  ]);
  const ok = answers.filter((a) => a.statusCode === 200);
  for (const refused of answers.filter((a) => a.statusCode !== 200))
    expect(['GIFT_CARD_BALANCE_CHANGED', 'GIFT_CARD_EMPTY']).toContain(refused.json().code);
  const taken = ok.reduce((sum, a) => sum + a.json().giftCardCents, 0);
  expect(taken).toBeLessThanOrEqual(2500);
  const card = await balanceOf(lastFour);
  expect(card.balanceCents).toBe(2500 - taken);
  expect(card.balanceCents).toBeGreaterThanOrEqual(0);
});
