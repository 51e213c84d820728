'use client';

import { useEffect, useState } from 'react';
import { takeAccountClosed } from '@/lib/client/account-closed-notice';
import { PRIVACY_MESSAGES } from '@/lib/constants/privacy';

/** On the store's home page, once after the shopper closed their account: a short goodbye. */
export function AccountClosedNotice() {
  const [shown, setShown] = useState(false);
  // Read after hydration: the page is cached for everyone, the note is this tab's.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's storage is only readable here
    if (takeAccountClosed()) setShown(true);
  }, []);
  if (!shown) return null;
  return (
    <div className="container">
      <p className="notice" role="status" data-testid="account-closed-notice">
        {PRIVACY_MESSAGES.closedNotice}
      </p>
    </div>
  );
}
