import type { FastifyServerOptions } from 'fastify';
import { SENSITIVE_LOG_KEYS, sanitizeForLog } from '@/lib/log-sanitize';
import { errorOf, type ErrorReporter } from '@/lib/error-reporting';

/** pino's numbers for error and fatal: the lines an error-reporting service hears about. */
const PINO_ERROR = 50;
const PINO_FATAL = 60;

type Bound = { bindings?: () => Record<string, unknown> };

/**
 * pino options: the spec's redaction (passwords, tokens, phone, query parameters) and truncation on
 * every line; error and fatal lines also go to the reporter (Sentry) when there is one, tagged with
 * the logger's `component` binding ('api' otherwise).
 */
export function loggerOptions(level: string, reporter?: ErrorReporter): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        ...SENSITIVE_LOG_KEYS.map((key) => `*.${key}`),
      ],
      censor: '[redacted]',
    },
    formatters: {
      log: (object) => sanitizeForLog(object) as Record<string, unknown>,
    },
    ...(reporter
      ? {
          hooks: {
            logMethod(this: Bound, args: unknown[], method: (...a: unknown[]) => void, pinoLevel: number) {
              if (pinoLevel >= PINO_ERROR) {
                const [first, second] = args;
                const details = typeof first === 'object' && first !== null ? first : undefined;
                const message =
                  typeof first === 'string'
                    ? first
                    : typeof second === 'string'
                      ? second
                      : (errorOf(details)?.message ?? 'error');
                const component = String(this.bindings?.().component ?? 'api');
                try {
                  reporter({
                    level: pinoLevel >= PINO_FATAL ? 'critical' : 'error',
                    component,
                    message,
                    details: sanitizeForLog(details),
                    error: errorOf(details),
                  });
                } catch {
                  // Reporting must never break the code that logs.
                }
              }
              method.apply(this, args);
            },
          },
        }
      : {}),
  };
}
