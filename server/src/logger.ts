import type { FastifyServerOptions } from 'fastify';
import { SENSITIVE_LOG_KEYS, sanitizeForLog } from '../../lib/log-sanitize';

/** pino options: the spec's redaction (passwords, tokens, phone) and truncation on every line. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', ...SENSITIVE_LOG_KEYS.map((key) => `*.${key}`)],
      censor: '[redacted]',
    },
    formatters: {
      log: (object) => sanitizeForLog(object) as Record<string, unknown>,
    },
  };
}
