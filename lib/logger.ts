import { sanitizeForLog } from './log-sanitize';

export type LogLevel = 'info' | 'warning' | 'error' | 'critical';

export type Logger = Record<LogLevel, (message: string, details?: unknown) => void>;

const write: Record<LogLevel, (...args: unknown[]) => void> = {
  info: (...args) => console.info(...args),
  warning: (...args) => console.warn(...args),
  error: (...args) => console.error(...args),
  critical: (...args) => console.error(...args),
};

/**
 * A logger tagged with a component name. Details are sanitised (secrets redacted, long values cut)
 * before they reach the console; an error-reporting service can be added here, in one place.
 */
export function createLogger(component: string): Logger {
  const log = (level: LogLevel) => (message: string, details?: unknown) => {
    const line = `[${level.toUpperCase()}] [${component}] ${message}`;
    if (details === undefined) write[level](line);
    else write[level](line, sanitizeForLog(details));
  };
  return { info: log('info'), warning: log('warning'), error: log('error'), critical: log('critical') };
}
