/**
 * Telling the owner: the one way every notice to a store's owners (and its staff with the Orders
 * role) is made. `tellOwner` records the notice in the caller's transaction, unless the owner
 * turned its kind off or this thing was told already (one row per store, kind and subject), and,
 * when the store has no daily digest, answers its mails at once, the notice marked sent with them:
 * the caller writes them to the outbox in the same transaction. With the digest on, the notice
 * waits for the morning's digest (./send.ts).
 */
import type { EmailMessage } from '@server/adapters/email';
import { DEFAULT_LOW_STOCK_ALERT, type OwnerNoticeKind } from '@/lib/constants/owner-notices';
import type { NoticeSettings } from '@/lib/schemas/owner-notices';
import {
  findNoticeRecipients,
  findNoticeSettingsRow,
  insertOwnerNotice,
  type OwnerNoticeRow,
} from '@server/repositories/owner-notices';
import type { Database } from '@server/db/client';
import type { Tx } from '@server/repositories/stores';

/** Until the owner saves: every notice on, at once, low at two or fewer. */
export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = {
  newOrder: true,
  returnRequest: true,
  lowStock: true,
  shipByLate: true,
  lowStockThreshold: DEFAULT_LOW_STOCK_ALERT,
  dailyDigest: false,
};

/** The setting that turns each kind on or off. */
export const KIND_SETTING = {
  new_order: 'newOrder',
  return_request: 'returnRequest',
  low_stock: 'lowStock',
  ship_by_late: 'shipByLate',
} as const satisfies Record<OwnerNoticeKind, keyof NoticeSettings>;

/**
 * What a notice tells: its single mail, its line in the digest, and who of the staff caused it
 * (a sale they recorded), who is not told of it.
 */
export type NoticeDetail = { subject: string; text: string; summary: string; recordedBy?: string };

/** What telling needs of the store; a caller that read it already (checkout's lock) hands it over. */
export type NoticeFacts = { settings: NoticeSettings; recipients: string[] };

export async function noticeSettingsOf(db: Database | Tx, tenantId: string): Promise<NoticeSettings> {
  const row = await findNoticeSettingsRow(db, tenantId);
  if (!row) return DEFAULT_NOTICE_SETTINGS;
  const { newOrder, returnRequest, lowStock, shipByLate, lowStockThreshold, dailyDigest } = row;
  return { newOrder, returnRequest, lowStock, shipByLate, lowStockThreshold, dailyDigest };
}

async function factsOf(tx: Tx, tenantId: string): Promise<NoticeFacts> {
  return {
    settings: await noticeSettingsOf(tx, tenantId),
    recipients: await findNoticeRecipients(tx, tenantId),
  };
}

/** Each recipient's single mail of these notices (not the one who caused a notice). */
export function singleMails(
  tenantId: string,
  notices: OwnerNoticeRow[],
  recipients: string[],
): EmailMessage[] {
  return notices.flatMap((notice) => {
    const detail = notice.detail as NoticeDetail;
    return recipients
      .filter((to) => to !== detail.recordedBy)
      .map((to) => ({ tenantId, to, subject: detail.subject, text: detail.text }));
  });
}

/**
 * Records that the store's owners are told of `subjectKey` (the order, the request, the piece's
 * fall, the late order) and answers the mails to write with it now: none when the kind is off,
 * it was told already, or the store gathers its notices in the daily digest.
 */
export async function tellOwner(
  tx: Tx,
  tenantId: string,
  kind: OwnerNoticeKind,
  subjectKey: string,
  detail: NoticeDetail,
  known?: NoticeFacts,
): Promise<EmailMessage[]> {
  const facts = known ?? (await factsOf(tx, tenantId));
  if (!facts.settings[KIND_SETTING[kind]]) return [];
  const digest = facts.settings.dailyDigest;
  const sentAt = digest ? null : new Date();
  const notice = await insertOwnerNotice(tx, { tenantId, kind, subjectKey, detail, sentAt });
  if (!notice || digest) return [];
  return singleMails(tenantId, [notice], facts.recipients);
}
