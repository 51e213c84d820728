'use client';

import { useEffect, useState, type ReactNode } from 'react';
import {
  isChunkLoadError,
  reloadOnceForChunkError,
  sessionStorageOrNull,
} from '@/lib/app-shell/chunk-reload';
import { browserLogger } from '@/lib/app-shell/browser-logger';
import { APP_SHELL_MESSAGES } from '@/lib/messages/app-shell';

const logger = browserLogger('app-shell');

const reloadPage = () => window.location.reload();

type AppFailure = Error & { digest?: string; status?: number; statusText?: string };

/** The error's own message, else its HTTP status text, else the spec's generic sentence. */
export function errorText(error: AppFailure): string {
  return error.message?.trim() || error.statusText?.trim() || APP_SHELL_MESSAGES.generic;
}

/**
 * The root error UI. A script of the app that failed to load (ChunkLoadError) reloads the page
 * once; if it fails again the shopper gets 'Unable to Load Application' and Retry. Anything else
 * is 'Unexpected Application Error!' with its message.
 */
export function AppError({ error, reload = reloadPage }: { error: AppFailure; reload?: () => void }) {
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunk);

  useEffect(() => {
    if (chunk) {
      logger.warning('A script of the app failed to load', { message: error.message });
      const reloaded = reloadOnceForChunkError({ storage: sessionStorageOrNull(), reload });
      // The page could not reload itself (it already tried once): say so instead of waiting.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the reload is the external system this effect drives
      if (!reloaded) setReloading(false);
      return;
    }
    logger.critical('The app failed to render', { error, digest: error.digest });
  }, [chunk, error, reload]);

  if (chunk) {
    if (reloading) return <AppMessage title={APP_SHELL_MESSAGES.loadingApplication} />;
    return (
      <AppMessage title={APP_SHELL_MESSAGES.applicationLoadFailed}>
        <button type="button" className="button" onClick={reload}>
          {APP_SHELL_MESSAGES.retry}
        </button>
      </AppMessage>
    );
  }
  return (
    <AppMessage title={APP_SHELL_MESSAGES.unexpectedError}>
      <p data-testid="app-error-detail">{errorText(error)}</p>
      <button type="button" className="button" onClick={reload}>
        {APP_SHELL_MESSAGES.reloadPage}
      </button>
    </AppMessage>
  );
}

function AppMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="container page page--centered" role="alert">
      <h1 className="page-title page-title--small">{title}</h1>
      {children}
    </div>
  );
}
