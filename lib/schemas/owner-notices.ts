/**
 * What the owner is told by mail, as the owner sends and reads it (GET/PUT
 * /api/admin/notice-settings): each notice on or off, the low-stock threshold and the daily digest.
 */
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD_MAX } from '../constants/owner-notices';

const onOff = (field: string) => z.boolean({ error: `${field} must be true or false` });

export const noticeSettingsSchema = z.strictObject({
  newOrder: onOff('newOrder'),
  returnRequest: onOff('returnRequest'),
  lowStock: onOff('lowStock'),
  shipByLate: onOff('shipByLate'),
  lowStockThreshold: z
    .number({ error: 'lowStockThreshold must be a whole number' })
    .int({ error: 'lowStockThreshold must be a whole number' })
    .min(0, { error: 'lowStockThreshold cannot be negative' })
    .max(LOW_STOCK_THRESHOLD_MAX, { error: `lowStockThreshold is at most ${LOW_STOCK_THRESHOLD_MAX}` }),
  dailyDigest: onOff('dailyDigest'),
});

export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;
