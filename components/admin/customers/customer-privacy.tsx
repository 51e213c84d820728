'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormMessage, type Outcome } from '@/components/ui/form';
import { downloadCustomerData } from '@/lib/client/privacy';
import type { EraseResult } from '@/lib/schemas/privacy';
import { EraseCustomerDialog } from './erase-customer-dialog';

/**
 * A person's data on their customer page, for the owner answering their request by mail: the
 * export as a file, and the erasure, which asks first. Once erased, the customer is gone from the
 * list, so the owner goes back to it.
 */
export function CustomerPrivacy({ email }: { email: string }) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);

  const exportData = async () => {
    setExporting(true);
    setOutcome(null);
    const result = await downloadCustomerData(email);
    setExporting(false);
    setOutcome(
      'error' in result
        ? { ok: false, message: result.error }
        : { ok: true, message: `Saved ${result.filename}.` },
    );
  };

  const erased = (result: EraseResult) => {
    setErasing(false);
    setOutcome({ ok: true, message: result.message });
    router.push('/admin/customers');
  };

  return (
    <section className="admin-order__panel" aria-labelledby="customer-privacy">
      <h2 id="customer-privacy">Personal data</h2>
      <p className="admin-order__muted">
        For a person who asks by mail for a copy of their data, or for it to go.
      </p>
      <div className="admin-panel__actions">
        <button type="button" className="button button--ghost" onClick={exportData} disabled={exporting}>
          {exporting ? 'Preparing…' : 'Export data'}
        </button>
        <button type="button" className="button button--danger" onClick={() => setErasing(true)}>
          Erase personal data
        </button>
      </div>
      <FormMessage outcome={outcome} testId="customer-privacy-message" />
      {erasing && <EraseCustomerDialog email={email} onCancel={() => setErasing(false)} onErased={erased} />}
    </section>
  );
}
