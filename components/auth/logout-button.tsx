'use client';

import { useState, type ReactNode } from 'react';
import { logout } from '@/lib/auth/client-session';

/** Ends the session here and at the api, then goes home. */
export function LogoutButton({
  className,
  testId,
  children,
}: {
  className: string;
  testId: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
    >
      {children}
    </button>
  );
}
