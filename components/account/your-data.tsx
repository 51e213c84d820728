'use client';

import { useState } from 'react';
import { FormMessage, type Outcome } from '@/components/ui/form';
import { logout } from '@/lib/auth/client-session';
import { noteAccountClosed } from '@/lib/client/account-closed-notice';
import { downloadMyData } from '@/lib/client/privacy';
import { CloseAccountDialog } from './close-account-dialog';
import '@/app/styles/account.css';

/**
 * Your data: the download of everything the store holds about the shopper, and closing the
 * account, which asks first; once closed, the session ends and the shopper lands on the home page.
 */
export function YourData() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [downloading, setDownloading] = useState(false);
  const [closing, setClosing] = useState(false);

  const download = async () => {
    setDownloading(true);
    setOutcome(null);
    const result = await downloadMyData();
    setDownloading(false);
    setOutcome(
      'error' in result
        ? { ok: false, message: result.error }
        : { ok: true, message: `Saved ${result.filename}.` },
    );
  };

  const closed = async () => {
    noteAccountClosed();
    await logout();
  };

  return (
    <div className="your-data" data-testid="your-data">
      <p>
        Download what this store holds about you: your profile, addresses, orders and newsletter consent, as a
        file.
      </p>
      <div className="your-data__actions">
        <button type="button" className="button button--ghost" onClick={download} disabled={downloading}>
          {downloading ? 'Preparing…' : 'Download my data'}
        </button>
        <button type="button" className="button button--danger" onClick={() => setClosing(true)}>
          Close my account
        </button>
      </div>
      <FormMessage outcome={outcome} testId="your-data-message" />
      {closing && <CloseAccountDialog onCancel={() => setClosing(false)} onClosed={closed} />}
    </div>
  );
}
