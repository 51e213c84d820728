import { browserLogger } from './browser-logger';
import { isChunkLoadError, reloadOnceForChunkError, sessionStorageOrNull } from './chunk-reload';

const logger = browserLogger('app-shell');

/**
 * Uncaught errors and unhandled rejections are only logged (spec §8); a script of the app that
 * failed to load reloads the page once instead.
 */
export function installGlobalListeners(target: Window = window) {
  const handle = (kind: string, reason: unknown) => {
    if (
      isChunkLoadError(reason) &&
      reloadOnceForChunkError({ storage: sessionStorageOrNull(), reload: () => target.location.reload() })
    )
      return;
    logger.error(kind, reason instanceof Error ? { error: reason } : { reason });
  };
  target.addEventListener('error', (event) => handle('Uncaught error', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) =>
    handle('Unhandled promise rejection', event.reason),
  );
}
