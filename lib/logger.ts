import { REPORTED_LEVELS, errorOf, type ErrorReporter } from './error-reporting';
import { sanitizeForLog } from './log-sanitize';

export type LogLevel = 'info' | 'warning' | 'error' | 'critical';

export type Logger = Record<LogLevel, (message: string, details?: unknown) => void>;

const write: Record<LogLevel, (...args: unknown[]) => void> = {
  info: (...args) => console.info(...args),
  warning: (...args) => console.warn(...args),
  error: (...args) => console.error(...args),
  critical: (...args) => console.error(...args),
};

let reporter: ErrorReporter | undefined;

/**
 * Sends errors and critical lines on to an error-reporting service as well; set once at start by
 * the instrumentation when a DSN is configured (undefined turns it off again).
 */
export function setErrorReporter(next: ErrorReporter | undefined) {
  reporter = next;
}

/**
 * A logger tagged with a component name. Details are sanitised (secrets redacted, long values cut)
 * before they reach the console or the error-reporting service.
 */
export function createLogger(component: string): Logger {
  const log = (level: LogLevel) => (message: string, details?: unknown) => {
    const line = `[${level.toUpperCase()}] [${component}] ${message}`;
    const clean = details === undefined ? undefined : sanitizeForLog(details);
    if (clean === undefined) write[level](line);
    else write[level](line, clean);
    if (reporter && REPORTED_LEVELS.has(level)) {
      try {
        reporter({ level, component, message, details: clean, error: errorOf(details) });
      } catch {
        // Reporting must never break the code that logs.
      }
    }
  };
  return { info: log('info'), warning: log('warning'), error: log('error'), critical: log('critical') };
}
