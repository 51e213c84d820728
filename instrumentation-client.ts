import { installGlobalListeners } from './lib/app-shell/global-listeners';

installGlobalListeners();

// Read literally so Next inlines it at build time: without a DSN the import below is dead code and
// Sentry's browser SDK is neither loaded nor fetched.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (dsn)
  void import('./lib/app-shell/sentry-web').then(({ startSentry }) => startSentry(dsn, process.env.NODE_ENV));
