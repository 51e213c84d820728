/**
 * Mailing a gift card to its recipient on its day (the store's calendar; none: once it is issued).
 * The card is marked sent in the transaction that writes its mail to the outbox, by a conditional
 * update, so however many instances or calls try, each card is mailed once.
 */
import type { FastifyInstance } from 'fastify';
import { STORE_TIME_ZONE } from '@/lib/constants/analytics';
import { giftCardEmail } from '@server/adapters/email-templates/gift-cards';
import { findUnsentGiftCards, markGiftCardSent } from '@server/repositories/gift-cards';
import { findTenantName } from '@server/repositories/orders';
import { storeAddress } from '../stores/domain-lookup';

/** Today in the store's calendar ('YYYY-MM-DD'). */
export const storeToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(now);

/** Mails one card unless it was mailed already; the outbox id when this call wrote it. */
async function mailCard(app: FastifyInstance, tenantId: string, id: string): Promise<string | null> {
  return app.db.transaction(async (tx) => {
    const card = await markGiftCardSent(tx, tenantId, id);
    if (!card) return null;
    const mail = giftCardEmail({
      code: app.fieldCrypto.decrypt(card.codeEncrypted),
      initialCents: card.initialCents,
      recipientName: card.recipientName,
      senderName: card.senderName,
      message: card.message,
      storeName: (await findTenantName(tx, tenantId)) ?? tenantId,
      shopUrl: await storeAddress(app, tenantId, tx),
    });
    return app.mailer.queue(tx, { tenantId, to: card.recipientEmail, ...mail });
  });
}

/** Mails every card due by today (of these ids only, when given); how many went out. */
export async function mailDueGiftCards(app: FastifyInstance, now = new Date(), only?: string[]) {
  const today = storeToday(now);
  const due = (await findUnsentGiftCards(app.db, today)).filter((card) => !only || only.includes(card.id));
  const ids: string[] = [];
  for (const card of due) {
    const mailId = await mailCard(app, card.tenantId, card.id);
    if (mailId) ids.push(mailId);
  }
  if (ids.length) await app.mailer.nudge(ids);
  return { sent: ids.length };
}
