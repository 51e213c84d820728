import type { LogLevel } from './logger';
import { sanitizeForLog, scrubText } from './log-sanitize';

/**
 * What the web and the api hand to an error-reporting service (Sentry): the logger's level, its
 * component tag, the message and the details, already sanitised. Without a DSN nobody sets one
 * and nothing is sent.
 */
export type ErrorReport = {
  level: LogLevel;
  component: string;
  message: string;
  details?: unknown;
  error?: Error;
};
export type ErrorReporter = (report: ErrorReport) => void;

/**
 * What a Sentry SDK may collect on its own: nothing about people, cookies, headers, bodies, query
 * strings or database values. Events carry only what the logger passed on, sanitised.
 */
export const SENTRY_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
} as const;

/** Sentry's names for the logger's levels: critical is Sentry's fatal. */
export const SENTRY_LEVELS = { info: 'info', warning: 'warning', error: 'error', critical: 'fatal' } as const;

/** Levels that become events; info and warning stay on the console. */
export const REPORTED_LEVELS: ReadonlySet<LogLevel> = new Set(['error', 'critical']);

/** The first Error found in a log call's details (`err`, `error`, or the details themselves). */
export function errorOf(details: unknown): Error | undefined {
  if (details instanceof Error) return details;
  if (details && typeof details === 'object') {
    const { err, error } = details as { err?: unknown; error?: unknown };
    if (err instanceof Error) return err;
    if (error instanceof Error) return error;
  }
  return undefined;
}

type SentryFrame = { vars?: unknown; context_line?: string; pre_context?: string[]; post_context?: string[] };

type SentryEventLike = {
  message?: string;
  exception?: { values?: { value?: string; stacktrace?: { frames?: SentryFrame[] } }[] };
  extra?: Record<string, unknown>;
  request?: { data?: unknown; cookies?: unknown; headers?: Record<string, string>; query_string?: unknown };
  breadcrumbs?: { message?: string; data?: Record<string, unknown> }[];
};

/**
 * Sentry's `beforeSend`: the same redaction as the logs, applied to everything the SDK collected
 * itself (exception texts, request data and headers, breadcrumbs), so no query parameter,
 * address or token leaves with an event.
 */
export function scrubEvent<E extends SentryEventLike>(event: E): E {
  if (event.message) event.message = scrubText(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
    for (const frame of value.stacktrace?.frames ?? []) {
      // Local variables hold the data being worked on; source lines are scrubbed like any text.
      delete frame.vars;
      if (frame.context_line) frame.context_line = scrubText(frame.context_line);
      if (frame.pre_context) frame.pre_context = frame.pre_context.map(scrubText);
      if (frame.post_context) frame.post_context = frame.post_context.map(scrubText);
    }
  }
  if (event.extra) event.extra = sanitizeForLog(event.extra) as Record<string, unknown>;
  if (event.request) {
    delete event.request.data;
    delete event.request.cookies;
    delete event.request.query_string;
    if (event.request.headers)
      event.request.headers = sanitizeForLog(event.request.headers) as Record<string, string>;
  }
  for (const crumb of event.breadcrumbs ?? []) {
    if (crumb.message) crumb.message = scrubText(crumb.message);
    if (crumb.data) crumb.data = sanitizeForLog(crumb.data) as Record<string, unknown>;
  }
  return event;
}

/** The part of a Sentry SDK (@sentry/nextjs on either side) a reporter needs. */
type SentrySdk = {
  captureException: (
    error: unknown,
    hint?: { level?: string; tags?: Record<string, string>; extra?: Record<string, unknown> },
  ) => string;
  captureMessage: (
    message: string,
    hint?: { level?: string; tags?: Record<string, string>; extra?: Record<string, unknown> },
  ) => string;
};

/** A reporter that sends through an initialised Sentry SDK, with the level and component tag. */
export function reportThrough(sdk: SentrySdk): ErrorReporter {
  return ({ level, component, message, details, error }) => {
    const context = {
      level: SENTRY_LEVELS[level],
      tags: { component },
      extra: { message: scrubText(message), details },
    };
    if (error) sdk.captureException(error, context);
    else sdk.captureMessage(scrubText(message), context);
  };
}
