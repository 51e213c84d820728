'use client';

import { useEffect } from 'react';
import { browserLogger } from '@/lib/app-shell/browser-logger';
import { APP_SHELL_MESSAGES } from '@/lib/messages/app-shell';

const logger = browserLogger('error-boundary');

/** A page that crashed while rendering; the chrome around it keeps working. */
export default function StoreError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    logger.critical('A page failed to render', { message: error.message, digest: error.digest });
  }, [error]);
  return (
    <div className="container page page--centered" role="alert">
      <h1 className="page-title page-title--small">{APP_SHELL_MESSAGES.errorBoundary}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {APP_SHELL_MESSAGES.reloadPage}
      </button>
    </div>
  );
}
