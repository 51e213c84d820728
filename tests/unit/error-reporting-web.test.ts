/**
 * The web's logger and Sentry: errors and critical lines reach the reporter with Sentry's level and
 * the component tag, sanitised; info and warning do not; without a reporter nothing is sent.
 */
import { createLogger, setErrorReporter } from '@/lib/logger';
import { reportThrough, scrubEvent, type ErrorReport } from '@/lib/error-reporting';

afterEach(() => setErrorReporter(undefined));
beforeEach(() => {
  for (const method of ['info', 'warn', 'error'] as const)
    jest.spyOn(console, method).mockImplementation(() => {});
});

describe('the logger with an error reporter', () => {
  it('sends error and critical with level and component, redacted; not info or warning', () => {
    const reports: ErrorReport[] = [];
    setErrorReporter((report) => reports.push(report));
    const logger = createLogger('checkout');
    logger.info('fine');
    logger.warning('slow');
    logger.error('Payment failed', { password: 'Hunter2-secret', card: { cardNumber: '4242424242424242' } });
    logger.critical('Crashed', { error: new Error('token eyJa.eyJb.sig for ann@example.com') });
    expect(reports.map((report) => [report.level, report.component])).toEqual([
      ['error', 'checkout'],
      ['critical', 'checkout'],
    ]);
    const text = JSON.stringify(reports.map(({ details }) => details));
    expect(text).not.toMatch(/Hunter2-secret|4242424242424242|ann@example\.com|eyJa\.eyJb/);
    expect(reports[1].error?.message).toContain('token eyJa');
  });

  it('maps critical to Sentry fatal and scrubs the exception text Sentry would send', () => {
    const sent: { kind: string; level?: string; tags?: Record<string, string> }[] = [];
    const sdk = {
      captureException: (_error: unknown, hint?: { level?: string; tags?: Record<string, string> }) => (
        sent.push({ kind: 'exception', ...hint }),
        'id'
      ),
      captureMessage: (_message: string, hint?: { level?: string; tags?: Record<string, string> }) => (
        sent.push({ kind: 'message', ...hint }),
        'id'
      ),
    };
    setErrorReporter(reportThrough(sdk));
    createLogger('app-shell').critical('The app failed to render', { error: new Error('boom') });
    createLogger('orders').error('No orders for you');
    expect(sent).toEqual([
      expect.objectContaining({ kind: 'exception', level: 'fatal', tags: { component: 'app-shell' } }),
      expect.objectContaining({ kind: 'message', level: 'error', tags: { component: 'orders' } }),
    ]);
    const event = scrubEvent({
      exception: { values: [{ value: 'Failed query: select 1\nparams: ann@example.com,secret' }] },
      request: { data: '{"password":"x"}', cookies: 'sid=1' },
    });
    expect(JSON.stringify(event)).not.toMatch(/ann@example\.com|secret|password|sid=1/);
  });
});
