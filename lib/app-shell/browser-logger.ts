import type { Logger, LogLevel } from '@/lib/logger';

/**
 * The logger of the scripts every store page starts with: the same lines as lib/logger.ts
 * (sanitised, and sent on to the error-reporting service when one is set), with that logger and its
 * sanitising loaded when a first line is written rather than with every page.
 */
export function browserLogger(component: string): Logger {
  const line = (level: LogLevel) => (message: string, details?: unknown) => {
    import('@/lib/logger').then(
      ({ createLogger }) => createLogger(component)[level](message, details),
      // The logger's script did not load (the network went): the line alone, without its details.
      () => console.error(`[${level.toUpperCase()}] [${component}] ${message}`),
    );
  };
  return { info: line('info'), warning: line('warning'), error: line('error'), critical: line('critical') };
}
