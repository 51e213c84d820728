'use client';

import { useEffect, useState } from 'react';
import { APP_LOAD_SLOW_MS } from '@/lib/constants/api';
import { APP_SHELL_MESSAGES } from '@/lib/messages/app-shell';

/** App start: 'Loading application...', and after 10 s the advice to refresh (spec §2). */
export function AppLoading({ slowAfterMs = APP_LOAD_SLOW_MS }: { slowAfterMs?: number }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), slowAfterMs);
    return () => window.clearTimeout(timer);
  }, [slowAfterMs]);
  return (
    <div className="container page page--centered" role="status" aria-live="polite" data-testid="app-loading">
      <p className="page-title page-title--small">
        {slow ? APP_SHELL_MESSAGES.applicationSlow : APP_SHELL_MESSAGES.loadingApplication}
      </p>
    </div>
  );
}
