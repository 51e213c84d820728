/**
 * Mailing the notices that wait: each minute, a store without the digest gets the notices still
 * unsent one mail each (those recorded while the digest was on, then turned off); each morning at
 * DIGEST_HOUR store time, a store with the digest gets one mail gathering every notice since the
 * last. Notices are claimed (marked sent) in the transaction that writes their mails to the
 * outbox, so a second run, or a second instance, finds none and nothing is told twice.
 */
import type { FastifyInstance } from 'fastify';
import type { EmailMessage } from '@server/adapters/email';
import { ownerDigestEmail } from '@server/adapters/email-templates/owner-notices';
import { findTenantName } from '@server/repositories/orders';
import {
  claimUnsentNotices,
  findNoticeRecipients,
  storesWithUnsentNotices,
  type OwnerNoticeRow,
} from '@server/repositories/owner-notices';
import type { Tx } from '@server/repositories/stores';
import { noticeSettingsOf, singleMails, type NoticeDetail } from './tell';

export type SendResult = { stores: number; notices: number };

/** Each recipient's one digest of these notices. */
async function digestMails(tx: Tx, tenantId: string, notices: OwnerNoticeRow[]): Promise<EmailMessage[]> {
  const storeName = (await findTenantName(tx, tenantId)) ?? tenantId;
  const lines = notices.map((notice) => ({
    kind: notice.kind,
    summary: (notice.detail as NoticeDetail).summary,
  }));
  const mail = ownerDigestEmail(lines, storeName);
  return (await findNoticeRecipients(tx, tenantId)).map((to) => ({ tenantId, to, ...mail }));
}

/**
 * One store's waiting notices, mailed as the store wants them (`digest`: one digest; else one mail
 * each), when its setting is that; answers how many went and the outbox ids.
 */
async function sendStore(app: FastifyInstance, tenantId: string, digest: boolean, now: Date) {
  return app.db.transaction(async (tx) => {
    const settings = await noticeSettingsOf(tx, tenantId);
    if (settings.dailyDigest !== digest) return { notices: 0, ids: [] as string[] };
    const notices = await claimUnsentNotices(tx, tenantId, now);
    if (notices.length === 0) return { notices: 0, ids: [] as string[] };
    const mails = digest
      ? await digestMails(tx, tenantId, notices)
      : singleMails(tenantId, notices, await findNoticeRecipients(tx, tenantId));
    return { notices: notices.length, ids: await app.mailer.queueAll(tx, mails) };
  });
}

/** Every store's waiting notices of its way (`digest` or single mails); a store's failure is logged. */
export async function sendWaitingNotices(
  app: FastifyInstance,
  digest: boolean,
  now = new Date(),
): Promise<SendResult> {
  const result: SendResult = { stores: 0, notices: 0 };
  for (const tenantId of await storesWithUnsentNotices(app.db)) {
    try {
      const sent = await sendStore(app, tenantId, digest, now);
      if (sent.notices === 0) continue;
      [result.stores, result.notices] = [result.stores + 1, result.notices + sent.notices];
      await app.mailer.nudge(sent.ids);
    } catch (error) {
      app.log.error({ err: error, tenant: tenantId }, 'owner notices could not be mailed for a store');
    }
  }
  return result;
}
