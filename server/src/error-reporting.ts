/**
 * Error reporting for the api: with SENTRY_DSN set, every error and fatal log line also goes to
 * Sentry, tagged with its component and scrubbed as the logs are. A client of its own (no global
 * init, no tracing), so each app built in a process reports on its own and nothing else is patched.
 */
import {
  SENTRY_DATA_COLLECTION,
  SENTRY_LEVELS,
  scrubEvent,
  type ErrorReport,
  type ErrorReporter,
} from '@/lib/error-reporting';
import { sanitizeForLog, scrubText } from '@/lib/log-sanitize';

export type ApiErrorReporter = ErrorReporter & { close: () => PromiseLike<boolean> };

/**
 * A reporter for the DSN, or undefined without one: then nothing is sent, and Sentry's SDK is not
 * even loaded (it is the heaviest module the api could load at start).
 */
export async function createErrorReporter(
  dsn: string | undefined,
  environment?: string,
): Promise<ApiErrorReporter | undefined> {
  if (!dsn) return undefined;
  const { NodeClient, Scope, defaultStackParser, makeNodeTransport } = await import('@sentry/node');
  const client = new NodeClient({
    dsn,
    environment,
    dataCollection: { ...SENTRY_DATA_COLLECTION, httpBodies: [] },
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    beforeSend: (event) => scrubEvent(event),
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  const report = ({ level, component, message, details, error }: ErrorReport) => {
    const context = {
      level: SENTRY_LEVELS[level],
      tags: { component },
      extra: { message: scrubText(message), details: sanitizeForLog(details) },
    };
    if (error) scope.captureException(error, { captureContext: context });
    else scope.captureMessage(scrubText(message), SENTRY_LEVELS[level], { captureContext: context });
  };
  return Object.assign(report, { close: () => client.close(2_000) });
}
