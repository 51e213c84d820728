/**
 * The reminders' run: for every store with reminders on, each checkout left behind longer than the
 * store's delay (and less than a week) gets one mail. The reminder row (unique per basket) is
 * written in the mail's own transaction, so a second run, or a second instance, sends nothing more.
 */
import type { FastifyInstance } from 'fastify';
import {
  BASKET_REMINDER_WINDOW_DAYS,
  BASKET_RESTORE_PATH,
  BASKET_UNSUBSCRIBE_PATH,
} from '@/lib/constants/basket-reminders';
import { reminderConsentRequired } from '@/lib/basket-reminders';
import { basketReminderEmail } from '@server/adapters/email-templates/basket-reminder';
import {
  findLeftBaskets,
  findPieceNames,
  findRemindingStores,
  insertReminder,
} from '@server/repositories/basket-reminders';
import { storeLink } from '../stores/domain-lookup';
import { newReminderToken, reminderTokenHash } from './tokens';

const HOUR_MS = 3_600_000;
/** Checkouts looked at per store and run: the rest wait for the next run. */
const BATCH = 200;

type Store = Awaited<ReturnType<typeof findRemindingStores>>[number];
type LeftBasket = Awaited<ReturnType<typeof findLeftBaskets>>[number];

/** Whether the shopper allowed the reminder, where the store must ask. */
function allowed(store: Store, basket: LeftBasket): boolean {
  if (basket.reminderConsent) return true;
  const method = basket.shippingMethod ?? 'national';
  return !reminderConsentRequired(store.consentRequiredFor, method, basket.customerInfo?.country);
}

/** "2 × Ring (Size 7)" for each line, by the names the shop has now. */
async function pieceLines(app: FastifyInstance, tenantId: string, items: LeftBasket['items']) {
  const names = await findPieceNames(
    app.db,
    tenantId,
    items.map((item) => item.productId),
    items.flatMap((item) => (item.variantId ? [item.variantId] : [])),
  );
  return items.map((item) => {
    const name = names.products.get(item.productId) ?? 'A piece no longer in the shop';
    const size = item.variantId ? names.variants.get(item.variantId) : undefined;
    return `${item.quantity} × ${name}${size ? ` (${size})` : ''}`;
  });
}

/** One basket's reminder and mail, together; the mail's id, or null when the basket had one already. */
async function remind(app: FastifyInstance, store: Store, basket: LeftBasket): Promise<string | null> {
  const token = newReminderToken();
  const pieces = await pieceLines(app, store.tenantId, basket.items);
  return app.db.transaction(async (tx) => {
    const written = await insertReminder(tx, {
      tenantId: store.tenantId,
      basketKey: basket.checkoutKeyHash ?? basket.id,
      paymentId: basket.id,
      email: basket.email!,
      items: basket.items.map(({ productId, variantId, quantity, personalisation }) => ({
        productId,
        variantId: variantId ?? null,
        quantity,
        ...(personalisation?.length ? { personalisation } : {}),
      })),
      tokenHash: reminderTokenHash(token),
    });
    if (!written) return null;
    const link = (path: string) => storeLink(app, store.tenantId, `${path}?token=${token}`, tx);
    const mail = basketReminderEmail({
      storeName: store.name,
      pieces,
      restoreLink: await link(BASKET_RESTORE_PATH),
      unsubscribeLink: await link(BASKET_UNSUBSCRIBE_PATH),
    });
    return app.mailer.queue(tx, { tenantId: store.tenantId, to: basket.email!, ...mail });
  });
}

/** Sends every reminder due at `now`; how many went, and in how many stores. */
export async function sendDueReminders(app: FastifyInstance, now = new Date()) {
  const detail = { sent: 0, stores: 0 };
  for (const store of await findRemindingStores(app.db)) {
    const due = await findLeftBaskets(app.db, store.tenantId, {
      before: new Date(now.getTime() - store.delayHours * HOUR_MS),
      after: new Date(now.getTime() - BASKET_REMINDER_WINDOW_DAYS * 24 * HOUR_MS),
      limit: BATCH,
    });
    const ids: string[] = [];
    for (const basket of due.filter((candidate) => allowed(store, candidate))) {
      const id = await remind(app, store, basket);
      if (id) ids.push(id);
    }
    if (ids.length) [detail.sent, detail.stores] = [detail.sent + ids.length, detail.stores + 1];
    if (ids.length) await app.mailer.nudge(ids);
  }
  return detail;
}
