/**
 * The store's notice settings (back-office Settings → Notifications): read with the defaults
 * until the owner saves (every notice on, at once, low at two or fewer), and saved whole. The body
 * is checked by its schema (lib/schemas/owner-notices.ts) before it gets here.
 */
import type { NoticeSettings } from '@/lib/schemas/owner-notices';
import type { Database } from '@server/db/client';
import { saveNoticeSettingsRow } from '@server/repositories/owner-notices';
import { noticeSettingsOf } from './tell';

export const getNoticeSettings = (db: Database, tenantId: string): Promise<NoticeSettings> =>
  noticeSettingsOf(db, tenantId);

export async function saveNoticeSettings(
  db: Database,
  tenantId: string,
  body: NoticeSettings,
): Promise<NoticeSettings> {
  await saveNoticeSettingsRow(db, tenantId, body);
  return noticeSettingsOf(db, tenantId);
}
