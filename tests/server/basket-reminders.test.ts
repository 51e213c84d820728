/**
 * Baskets left behind: a reminder after the owner's delay, none after an order from the address,
 * none without consent where it is required, none after an unsubscribe, none while reminders are
 * off; its link brings the basket back, a guessed token is 404, and the order that follows counts
 * as the basket's return. (Never before the delay, and never twice with two runs at once:
 * basket-reminders-at-once.test.ts.)
 */
import { and, eq, sql } from 'drizzle-orm';
import { BASKET_REMINDER_MESSAGES } from '@/lib/constants/basket-reminders';
import { basketReminders } from '@/server/src/db/schema';
import { bearerFor, demo, type TestApp } from './support/build-app';
import {
  DELAY_HOURS,
  leaveBasketOf,
  newKey,
  openReminderShop,
  runRemindersAt,
  saveReminderSettings,
  SUBJECT,
  type ReminderShop,
} from './support/basket-reminder-fixtures';
import { CUSTOMER_INFO, confirmCard, createOrder, startPayment, type ApiProduct } from './support/shop';

let t: TestApp;
let smtp: ReminderShop['smtp'];
let owner: Record<string, string>;
let piece: ApiProduct;

beforeAll(async () => {
  ({ t, smtp, owner, piece } = await openReminderShop());
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const saveSettings = (payload: object) => saveReminderSettings(t, owner, payload);
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: demo, payload });
const runAt = (hours: number) => runRemindersAt(t, hours);
const remindersTo = (email: string) => smtp.mailsAbout(email, SUBJECT);
const tokenTo = (email: string) => {
  const match = /\/basket\/restore\?token=([A-Za-z0-9_-]+)/.exec(smtp.lastMailTo(email));
  if (!match) throw new Error(`no restore link to ${email}`);
  return match[1];
};
/** A checkout that gave `email` and stopped before paying; its payment id. */
const leaveBasket = (email: string, extra?: Record<string, unknown>, quantity?: number) =>
  leaveBasketOf(t, piece, email, extra, quantity);

describe('the reminder', () => {
  it('is not sent after an order from the same address (in any case)', async () => {
    const email = 'came-back@example.test';
    await leaveBasket(email);
    const paid = await leaveBasket('Came-Back@Example.test', {}, 1);
    expect((await confirmCard(t.app, paid)).statusCode).toBe(200);
    expect((await createOrder(t.app, paid)).statusCode).toBe(200);
    await runAt(DELAY_HOURS + 1);
    expect(remindersTo(email)).toHaveLength(0);
  });

  it('needs the box ticked for an address in the EU, and goes when it is', async () => {
    const storeId = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json()._id;
    const shipsAbroad = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${storeId}`,
      headers: { ...demo, ...owner },
      payload: {
        shippingMethods: { local: false, national: true, international: true },
        shippingSettings: { countries: ['DE'] },
      },
    });
    expect(shipsAbroad.statusCode).toBe(200);
    const abroad = (email: string) => ({
      ...CUSTOMER_INFO,
      email,
      phone: '+49 30 1234567',
      address: 'Unter den Linden 1',
      city: 'Berlin',
      state: undefined,
      zipCode: '10117',
      country: 'DE',
    });
    const leaveAbroad = async (email: string, reminderConsent: boolean) => {
      const extra = { shippingMethod: 'international', customerInfo: abroad(email), reminderConsent };
      let started = await startPayment(t.app, [{ product: piece, quantity: 1 }], {
        ...extra,
        checkoutKey: newKey(),
      });
      // The delivery abroad costs what the store's rates say: the api names the total.
      if (started.statusCode === 409)
        started = await startPayment(t.app, [{ product: piece, quantity: 1 }], {
          ...extra,
          checkoutKey: newKey(),
          amount: started.json().expectedAmount ?? started.json().details?.expectedAmount,
        });
      expect(started.statusCode).toBe(200);
    };
    await leaveAbroad('no-box@example.test', false);
    await leaveAbroad('ticked-box@example.test', true);
    await runAt(DELAY_HOURS + 1);
    expect(remindersTo('no-box@example.test')).toHaveLength(0);
    await smtp.waitForMailAbout('ticked-box@example.test', SUBJECT);
    expect(remindersTo('ticked-box@example.test')).toHaveLength(1);
  });

  it('is not sent while reminders are off', async () => {
    expect((await saveSettings({ enabled: false, delayHours: DELAY_HOURS })).statusCode).toBe(200);
    try {
      await leaveBasket('while-off@example.test');
      await runAt(DELAY_HOURS + 1);
      expect(remindersTo('while-off@example.test')).toHaveLength(0);
      const store = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json();
      expect(store.basketReminders).toBe(false);
    } finally {
      expect((await saveSettings({ enabled: true, delayHours: DELAY_HOURS })).statusCode).toBe(200);
    }
  });
});

describe('the links', () => {
  it('bring the basket back, and the order after it counts as its return on the owner’s page', async () => {
    const email = 'restore@example.test';
    const paymentId = await leaveBasket(email, {}, 3);
    await runAt(DELAY_HOURS + 1);
    await smtp.waitForMailAbout(email, SUBJECT);
    const restored = await post('/api/basket-reminders/restore', { token: tokenTo(email) });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      missing: 0,
      lines: [{ product: { id: piece.id, name: piece.name }, variantId: null, quantity: 3 }],
    });

    // The shopper pays the payment they left (or a new one) and the reminder is recovered.
    expect((await confirmCard(t.app, paymentId)).statusCode).toBe(200);
    const order = await createOrder(t.app, paymentId);
    expect(order.statusCode).toBe(200);
    const page = await t.app.inject({ url: '/api/admin/basket-reminders', headers: { ...demo, ...owner } });
    expect(page.statusCode).toBe(200);
    const row = page.json().reminders.find((reminder: { email: string }) => reminder.email === email);
    expect(row).toMatchObject({
      pieces: 3,
      openedAt: expect.any(String),
      recoveredOrderId: order.json().id,
      recoveredOrderNumber: order.json().orderId,
    });
    expect(page.json().counts).toEqual({ reminded: expect.any(Number), cameBack: 1 });
    expect(page.json().counts.reminded).toBeGreaterThanOrEqual(3);
  });

  it('answer 404 to a guessed token, on both links', async () => {
    for (const path of ['restore', 'unsubscribe']) {
      const guessed = await post(`/api/basket-reminders/${path}`, { token: newKey() });
      expect(guessed.statusCode).toBe(404);
      expect(guessed.json()).toMatchObject({
        code: 'BASKET_LINK_INVALID',
        error: BASKET_REMINDER_MESSAGES.linkInvalid,
      });
    }
  });

  it('unsubscribe: no reminder for the address’s next basket', async () => {
    const email = 'unsubscribes@example.test';
    await leaveBasket(email);
    await runAt(DELAY_HOURS + 1);
    await smtp.waitForMailAbout(email, SUBJECT);
    const gone = await post('/api/basket-reminders/unsubscribe', { token: tokenTo(email) });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(BASKET_REMINDER_MESSAGES.unsubscribed);

    await leaveBasket(email.toUpperCase());
    await runAt(DELAY_HOURS + 1);
    expect(remindersTo(email)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(basketReminders)
      .where(and(eq(basketReminders.tenantId, 'demo'), sql`lower(${basketReminders.email}) = ${email}`));
    expect(rows).toHaveLength(1);
  });
});

describe('the owner’s settings', () => {
  it.each([0, 25, 1.5, '4'])('refuse a delay of %p hours, naming delayHours', async (delayHours) => {
    const refused = await saveSettings({ enabled: true, delayHours });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'delayHours', error: BASKET_REMINDER_MESSAGES.delayRange });
  });

  it('are read back as saved, and are not for the shoppers', async () => {
    expect((await saveSettings({ enabled: true, delayHours: DELAY_HOURS })).json()).toEqual({
      enabled: true,
      delayHours: DELAY_HOURS,
    });
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const refused = await t.app.inject({
      url: '/api/admin/basket-reminders/settings',
      headers: { ...demo, ...shopper },
    });
    expect(refused.statusCode).toBe(403);
  });
});
