/**
 * The store the gift card tests share and what they do in it: the demo store selling gift cards,
 * its mail caught over SMTP and its page refreshes by a listener in the web's place, the owner
 * signed in, and a piece with stock for many orders; a payment asked for (the piece, part paid with
 * a code), a card bought for a friend (its code read from the friend's mail), a code checked, and
 * a card's row read.
 */
import { eq } from 'drizzle-orm';
import { giftCards } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './build-app';
import { startRevalidationListener } from './revalidation-listener';
import { basketTotal, confirmCard, createOrder, CUSTOMER_INFO, listProducts, type ApiProduct } from './shop';
import { startSmtpMailbox } from './smtp';

type Headers = Record<string, string>;

const REVALIDATE_SECRET = 'revalidate-secret-for-tests-0123456789';

export const FRIEND = 'friend@example.test';
export const SETTINGS = {
  enabled: true,
  amountsCents: [2500, 5000, 10000],
  customAllowed: true,
  customMinCents: 1000,
  customMaxCents: 50000,
};
export const gift = (amountCents: number, extra: Record<string, unknown> = {}) => ({
  amountCents,
  recipientEmail: FRIEND,
  recipientName: 'Grace',
  senderName: 'Ada',
  message: 'Happy birthday!',
  ...extra,
});

export type GiftCardStore = {
  t: TestApp;
  web: Awaited<ReturnType<typeof startRevalidationListener>>;
  smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
  owner: Headers;
  /** A piece with stock for many orders. */
  piece: ApiProduct;
  close: () => Promise<void>;
};

/** The owner saves what gift cards the store sells. */
const saveGiftCardSettings = (t: TestApp, owner: Headers, payload: typeof SETTINGS) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/gift-cards/settings',
    headers: { ...demo, ...owner },
    payload,
  });

/** The api with its mailbox and refresh listener, the owner signed in, selling SETTINGS' cards. */
export async function openGiftCardStore(): Promise<GiftCardStore> {
  const [smtp, web] = await Promise.all([startSmtpMailbox(), startRevalidationListener(REVALIDATE_SECRET)]);
  const t = await buildTestApp({
    SMTP_URL: smtp.url,
    WEB_URL: web.url,
    REVALIDATE_SECRET,
    MAX_OPEN_HOLDS_PER_VISITOR: '50',
    RATE_LIMITS: 'gift-card-check:ip=6/600',
  });
  const owner = await bearerFor(t.app, 'owner@demo.test');
  const piece = (await listProducts(t.app)).find((p) => p.totalInventory === null || p.totalInventory >= 20)!;
  expect((await saveGiftCardSettings(t, owner, SETTINGS)).statusCode).toBe(200);
  return {
    t,
    web,
    smtp,
    owner,
    piece,
    close: async () => {
      await t.close();
      await smtp.close();
      await web.close();
    },
  };
}

/** The gift card tests' steps, in the store `store()` answers once it is open. */
export function giftCardSteps(store: () => GiftCardStore) {
  /** The owner saves what gift cards the store sells. */
  const saveSettings = (payload: typeof SETTINGS) => saveGiftCardSettings(store().t, store().owner, payload);

  const pay = (payload: Record<string, unknown>, tenant = demo) =>
    store().t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: tenant,
      payload: { currency: 'usd', customerInfo: CUSTOMER_INFO, ...payload },
    });

  /** A payment for `quantity` of the piece, paid partly with `code` when given. */
  const payForPieces = (quantity: number, extra: Record<string, unknown> = {}) =>
    pay({
      amount: basketTotal([{ product: store().piece, quantity }]),
      items: [{ id: store().piece.id, quantity }],
      ...extra,
    });

  /** Buys a card of `amountCents` for the friend alone; answers its code from the friend's mail. */
  async function buyCard(amountCents: number): Promise<{ code: string; orderId: string }> {
    const { t, smtp } = store();
    const before = smtp.mailsTo(FRIEND).length;
    const started = await pay({
      amount: amountCents,
      items: [],
      giftCards: [gift(amountCents)],
      shippingMethod: 'pickup',
    });
    expect(started.statusCode).toBe(200);
    const { paymentIntentId } = started.json();
    expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
    const placed = await createOrder(t.app, paymentIntentId);
    expect(placed.statusCode).toBe(200);
    await smtp.waitForMail(FRIEND, before + 1);
    const code = /Your gift card code: ([A-Z0-9-]+)/.exec(smtp.lastMailTo(FRIEND))![1];
    return { code, orderId: placed.json().id };
  }

  const cardOf = async (code: string) => {
    const checked = await store().t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/check',
      headers: { ...demo },
      remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
      payload: { code },
    });
    return checked;
  };

  const balanceOf = async (lastFour: string) => {
    const [row] = await store()
      .t.database.db.select()
      .from(giftCards)
      .where(eq(giftCards.lastFour, lastFour));
    return row;
  };

  return { saveSettings, pay, payForPieces, buyCard, cardOf, balanceOf };
}
