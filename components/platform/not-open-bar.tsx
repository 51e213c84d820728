'use client';

import { useState } from 'react';
import { openStoreNow } from '@/lib/client/store-opening';
import { isClientError } from '@/lib/client/bff-call';
import { OPENING_MESSAGES } from '@/lib/constants/opening';

/**
 * Above the storefront of a store not open yet, which only its back-office people reach: says so,
 * and opens it (owner or manager; the api refuses anyone else and its words are shown), then says
 * the store is open.
 */
export function NotOpenBar() {
  const [pending, setPending] = useState(false);
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setPending(true);
    setError(null);
    const result = await openStoreNow();
    setPending(false);
    if (isClientError(result)) return setError(result.error);
    // The page itself is renewed for everyone as its cached copy expires; here it just says so.
    setOpened(true);
  };

  if (opened)
    return (
      <div className="not-open-bar" role="status" data-testid="store-opened">
        <p>{OPENING_MESSAGES.opened}</p>
      </div>
    );

  return (
    <div
      className="not-open-bar"
      role="region"
      aria-label={OPENING_MESSAGES.notOpenYet}
      data-testid="not-open-bar"
    >
      <p>{OPENING_MESSAGES.notOpenYet}</p>
      <button type="button" className="button button--primary" onClick={open} disabled={pending}>
        {pending ? OPENING_MESSAGES.opening : OPENING_MESSAGES.openStore}
      </button>
      {error ? (
        <p role="alert" className="not-open-bar__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
