import type { ReactNode } from 'react';

/** A centred full-page message with an optional action: loading, errors, confirmations. */
export function ScreenMessage({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="container page page--centered" data-testid={testId}>
      <h1 className="page-title page-title--small">{title}</h1>
      {children}
      {action}
    </div>
  );
}
