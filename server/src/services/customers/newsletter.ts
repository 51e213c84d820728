/**
 * The store's newsletter, done by the rules: a sign-up counts only once the mailed link confirmed
 * it (double opt-in), keeping the consent's words and time; marketing mail goes to confirmed
 * addresses only, each with its own unsubscribe link and the `List-Unsubscribe` headers a mail
 * program's one-click button uses (RFC 8058); an unsubscribe link works once and for good.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { escapeCsvCell } from '@/lib/csv-cells';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_CSV_HEADER,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@/lib/constants/newsletter';
import type { NewsletterSubscriber, NewsletterSubscriberList } from '@/lib/schemas/audience';
import { ApiError } from '@server/errors';
import {
  confirmSubscriber,
  findConfirmedSubscribers,
  findSubscribers,
  unsubscribeSubscriber,
  upsertPendingSubscriber,
  type SubscriberRow,
} from '@server/repositories/audience';
import type { Tenant } from '@server/types';
import { storeAddress, storeLink } from '../stores/domain-lookup';

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const linkInvalid = () => new ApiError({ status: 404, code: 'NEWSLETTER_LINK_INVALID' });

/**
 * Puts the address on the list as pending and mails it the confirmation link. The answer is the
 * same whether or not the address was on the list; one already confirmed gets no mail.
 */
export async function subscribeToNewsletter(app: FastifyInstance, tenant: Tenant, email: string) {
  const token = newToken();
  const ids = await app.db.transaction(async (tx) => {
    const due = await upsertPendingSubscriber(tx, {
      tenantId: tenant.id,
      email,
      consentText: NEWSLETTER_CONSENT_TEXT,
      consentAt: new Date(),
      confirmTokenHash: hashOf(token),
    });
    if (!due) return [];
    const link = await storeLink(app, tenant.id, `${NEWSLETTER_CONFIRM_PATH}?token=${token}`, tx);
    const text = [
      `Hello,`,
      ``,
      `Someone (we hope you) asked to receive the newsletter of ${tenant.name} at this address.`,
      `You agreed to: "${NEWSLETTER_CONSENT_TEXT}"`,
      ``,
      `Please confirm your subscription: ${link}`,
      ``,
      `If it was not you, ignore this mail: you will get nothing more from us.`,
    ].join('\n');
    return [
      await app.mailer.queue(tx, {
        tenantId: tenant.id,
        to: email,
        subject: NEWSLETTER_MESSAGES.confirmSubject(tenant.name),
        text,
      }),
    ];
  });
  if (ids.length) await app.mailer.nudge(ids);
}

/** Confirms the sign-up of a mailed link, once (404 NEWSLETTER_LINK_INVALID after). */
export async function confirmNewsletter(app: FastifyInstance, tenantId: string, token: string) {
  const row = await confirmSubscriber(app.db, tenantId, hashOf(token), newToken(), new Date());
  if (!row) throw linkInvalid();
  return { success: true as const, message: NEWSLETTER_MESSAGES.confirmed };
}

/** Ends a subscription for good through its link, once (404 NEWSLETTER_LINK_INVALID after). */
export async function unsubscribeNewsletter(
  app: FastifyInstance,
  tenantId: string,
  token: string | undefined,
) {
  if (!token)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'token is required',
      field: 'token',
    });
  const row = await unsubscribeSubscriber(app.db, tenantId, token, new Date());
  if (!row) throw linkInvalid();
  return { success: true as const, message: NEWSLETTER_MESSAGES.unsubscribed };
}

/**
 * Queues a newsletter to every confirmed address, each with its own unsubscribe link in the text
 * and the one-click headers (their URL the api's unsubscribe on the store's own address). Pending
 * and unsubscribed addresses get nothing. Answers how many were queued.
 */
export async function sendNewsletter(
  app: FastifyInstance,
  tenant: Tenant,
  mail: { subject: string; text: string },
): Promise<{ queued: number }> {
  const ids = await app.db.transaction(async (tx) => {
    const recipients = await findConfirmedSubscribers(tx, tenant.id);
    if (recipients.length === 0) return [];
    const origin = await storeAddress(app, tenant.id, tx);
    return app.mailer.queueAll(
      tx,
      recipients.map((recipient) => {
        const token = encodeURIComponent(recipient.unsubscribeToken ?? '');
        const page = new URL(`${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${token}`, origin).toString();
        const oneClick = new URL(`/api/newsletter/unsubscribe?token=${token}`, origin).toString();
        return {
          tenantId: tenant.id,
          to: recipient.email,
          subject: mail.subject,
          text: `${mail.text}\n\n--\nYou get this because you subscribed to ${tenant.name}'s newsletter.\nUnsubscribe: ${page}`,
          headers: {
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        };
      }),
    );
  });
  if (ids.length) await app.mailer.nudge(ids);
  return { queued: ids.length };
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const toSubscriber = (row: SubscriberRow): NewsletterSubscriber => ({
  email: row.email,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  consentText: row.consentText,
  consentAt: iso(row.consentAt),
  confirmedAt: iso(row.confirmedAt),
  unsubscribedAt: iso(row.unsubscribedAt),
});

/** The owner's list with each address's state, and how many are in each. */
export async function listSubscribers(
  app: FastifyInstance,
  tenantId: string,
): Promise<NewsletterSubscriberList> {
  const subscribers = (await findSubscribers(app.db, tenantId)).map(toSubscriber);
  const count = (status: NewsletterSubscriber['status']) =>
    subscribers.filter((row) => row.status === status).length;
  return {
    subscribers,
    counts: { pending: count('pending'), confirmed: count('confirmed'), unsubscribed: count('unsubscribed') },
  };
}

/** The list as CSV, written by the catalog export's library; no text cell can start a formula. */
export async function subscribersCsv(app: FastifyInstance, tenantId: string): Promise<string> {
  const { subscribers } = await listSubscribers(app, tenantId);
  const rows = subscribers.map((row) =>
    [
      row.email,
      row.status,
      row.createdAt,
      row.consentAt ?? '',
      row.consentText ?? '',
      row.confirmedAt ?? '',
      row.unsubscribedAt ?? '',
    ].map(escapeCsvCell),
  );
  return stringify([[...NEWSLETTER_CSV_HEADER], ...rows]);
}
