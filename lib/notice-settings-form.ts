/**
 * The owner's Notifications form (Settings → Notifications): what its inputs hold (the threshold as
 * typed) and how it becomes the api's body, refused with the same bounds the api keeps.
 */
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD_MAX } from './constants/owner-notices';
import type { NoticeSettings } from './schemas/owner-notices';

export const NOTICE_FORM_MESSAGES = {
  threshold: `Enter a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX}`,
  saved: 'Notification settings saved.',
  loadFailed: 'Notification settings could not be loaded.',
  saveFailed: 'Notification settings could not be saved.',
} as const;

export const noticeSettingsFormSchema = z.object({
  newOrder: z.boolean(),
  returnRequest: z.boolean(),
  lowStock: z.boolean(),
  shipByLate: z.boolean(),
  lowStockThreshold: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { error: NOTICE_FORM_MESSAGES.threshold })
    .transform(Number)
    .refine((count) => count <= LOW_STOCK_THRESHOLD_MAX, { error: NOTICE_FORM_MESSAGES.threshold }),
  dailyDigest: z.boolean(),
});

export type NoticeSettingsFormValues = z.input<typeof noticeSettingsFormSchema>;

export const noticeFormValues = (settings: NoticeSettings): NoticeSettingsFormValues => ({
  ...settings,
  lowStockThreshold: String(settings.lowStockThreshold),
});
