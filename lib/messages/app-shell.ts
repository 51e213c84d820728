/**
 * The spec's words of the app shell: its start, its error boundaries and their buttons. Kept apart
 * so the boundaries, which every page loads, carry these lines and not every text of the store;
 * `MESSAGES` of lib/messages.ts holds them too.
 */
export const APP_SHELL_MESSAGES = {
  errorBoundary: "Something went wrong. We've been notified and will fix this as soon as possible.",
  reloadPage: 'Reload Page',
  unexpectedError: 'Unexpected Application Error!',
  generic: 'An error occurred. Please try again later.',
  loadingApplication: 'Loading application...',
  applicationSlow: 'Application is taking too long to load. Please try refreshing.',
  applicationLoadFailed: 'Unable to Load Application',
  retry: 'Retry',
} as const;
