import { LOG_MAX_ARRAY_LENGTH, LOG_MAX_STRING_LENGTH } from './constants';

/** Keys whose values never reach a log line. */
export const SENSITIVE_LOG_KEYS = ['password', 'newPassword', 'currentPassword', 'token', 'authToken', 'accessToken', 'refreshToken', 'phone', 'authorization', 'cookie', 'clientSecret', 'cardNumber', 'recaptchaToken'];

const sensitive = new Set(SENSITIVE_LOG_KEYS.map((key) => key.toLowerCase()));

/**
 * A copy of a value fit for a log: sensitive keys redacted, strings over 100 characters and arrays
 * over 10 items truncated, depth bounded so a cycle cannot hang the logger.
 */
export function sanitizeForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > LOG_MAX_STRING_LENGTH ? `${value.slice(0, LOG_MAX_STRING_LENGTH)}…[truncated]` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: sanitizeForLog(value.message, depth + 1), stack: value.stack };
  if (depth > 6) return '[depth]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, LOG_MAX_ARRAY_LENGTH).map((item) => sanitizeForLog(item, depth + 1));
    if (value.length > LOG_MAX_ARRAY_LENGTH) kept.push(`…[${value.length - LOG_MAX_ARRAY_LENGTH} more]`);
    return kept;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = sensitive.has(key.toLowerCase()) ? '[redacted]' : sanitizeForLog(item, depth + 1);
  }
  return out;
}
