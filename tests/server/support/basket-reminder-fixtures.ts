/**
 * The demo store sending basket reminders DELAY_HOURS after a basket is left, its mail caught by a
 * local SMTP mailbox and every rate limit lifted (the tests leave many baskets from one address),
 * and what the reminder tests do with it: leave a basket, and run the job as the clock would.
 */
import { randomBytes } from 'node:crypto';
import { RATE_LIMITS } from '@/server/src/plugins/rate-limits';
import { sendDueReminders } from '@/server/src/services/basket-reminders/send';
import { bearerFor, buildTestApp, demo, type TestApp } from './build-app';
import { CUSTOMER_INFO, listProducts, startPayment, type ApiProduct } from './shop';
import { startSmtpMailbox } from './smtp';

export const HOUR = 3_600_000;
export const DELAY_HOURS = 2;
export const SUBJECT = 'You left something in your basket';

export type ReminderShop = {
  t: TestApp;
  smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
  owner: Record<string, string>;
  /** A piece sold as itself with stock for many baskets. */
  piece: ApiProduct;
};

/** The owner's reminder settings saved as `payload`. */
export const saveReminderSettings = (t: TestApp, owner: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/basket-reminders/settings',
    headers: { ...demo, ...owner },
    payload,
  });

/** The api with its mailbox, the owner signed in, and reminders on after DELAY_HOURS. */
export async function openReminderShop(): Promise<ReminderShop> {
  const smtp = await startSmtpMailbox();
  const generous = Object.keys(RATE_LIMITS)
    .map((name) => `${name}=1000000/1`)
    .join(',');
  const t = await buildTestApp({ SMTP_URL: smtp.url, WEB_URL: 'http://shop.test', RATE_LIMITS: generous });
  const owner = await bearerFor(t.app, 'owner@demo.test');
  const piece = (await listProducts(t.app)).find(
    (product) =>
      !product.variants?.length && (product.totalInventory === null || product.totalInventory > 20),
  )!;
  expect((await saveReminderSettings(t, owner, { enabled: true, delayHours: DELAY_HOURS })).statusCode).toBe(
    200,
  );
  return { t, smtp, owner, piece };
}

export const newKey = () => randomBytes(24).toString('base64url');

/** The job as the clock would run it `hours` from now; then the mails it nudged have gone. */
export async function runRemindersAt(t: TestApp, hours: number) {
  const detail = await sendDueReminders(t.app, new Date(Date.now() + hours * HOUR));
  await t.app.mailer.settled();
  return detail;
}

/** A checkout of `piece` that gave `email` and stopped before paying; its payment id. */
export async function leaveBasketOf(
  t: TestApp,
  piece: ApiProduct,
  email: string,
  extra: Record<string, unknown> = {},
  quantity = 2,
) {
  const started = await startPayment(t.app, [{ product: piece, quantity }], {
    customerInfo: { ...CUSTOMER_INFO, email },
    checkoutKey: newKey(),
    ...extra,
  });
  expect(started.statusCode).toBe(200);
  return started.json().paymentIntentId as string;
}
