/** The store's notice settings from the browser, through the BFF (/api/admin/notice-settings). */
import { jsonRequest } from '@/lib/auth/client-session';
import { NOTICE_FORM_MESSAGES } from '@/lib/notice-settings-form';
import { noticeSettingsSchema, type NoticeSettings } from '@/lib/schemas/owner-notices';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const NOTICE_SETTINGS_PATH = '/api/admin/notice-settings';

/** For SWR: the settings, or a thrown error carrying the message to show. */
export async function fetchNoticeSettings(path: string = NOTICE_SETTINGS_PATH): Promise<NoticeSettings> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(noticeSettingsSchema),
    NOTICE_FORM_MESSAGES.loadFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Replaces the settings whole; a refusal names its field (`lowStockThreshold`). */
export const saveNoticeSettings = (body: NoticeSettings): Promise<ClientResult<NoticeSettings>> =>
  callBff(
    NOTICE_SETTINGS_PATH,
    jsonRequest('PUT', body),
    parseWith(noticeSettingsSchema),
    NOTICE_FORM_MESSAGES.saveFailed,
  );
