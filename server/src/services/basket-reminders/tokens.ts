/** A reminder's link token: random, mailed once, kept only as its SHA-256. */
import { createHash, randomBytes } from 'node:crypto';
import { ApiError } from '@server/errors';

export const newReminderToken = () => randomBytes(32).toString('base64url');
export const reminderTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const linkInvalid = () => new ApiError({ status: 404, code: 'BASKET_LINK_INVALID' });
