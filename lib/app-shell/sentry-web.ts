/**
 * Starts Sentry in the web (server or browser) for a DSN: events scrubbed as the logs are, no
 * tracing, no replay, and the logger's errors sent through it. Imported only when a DSN is set, so
 * without one the SDK is never loaded.
 */
import * as Sentry from '@sentry/nextjs';
import { SENTRY_DATA_COLLECTION, reportThrough, scrubEvent } from '@/lib/error-reporting';
import { setErrorReporter } from '@/lib/logger';

export function startSentry(dsn: string, environment?: string) {
  Sentry.init({
    dsn,
    environment,
    dataCollection: { ...SENTRY_DATA_COLLECTION, httpBodies: [] },
    tracesSampleRate: 0,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubEvent({ breadcrumbs: [crumb] }).breadcrumbs?.[0] ?? null,
  });
  setErrorReporter(reportThrough(Sentry as never));
  return Sentry;
}
