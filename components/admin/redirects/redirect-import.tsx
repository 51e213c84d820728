'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { importRedirectCsv } from '@/lib/client/redirects';
import { isClientError } from '@/lib/client/bff-call';
import { REDIRECT_CSV_COLUMNS } from '@/lib/schemas/redirects';

/**
 * Importing a CSV of redirects (Shopify's URL redirect export: `Redirect from`, `Redirect to`):
 * every row or none; the outcome, or the first row's problem, is said under the button.
 */
export function RedirectImport({ onImported }: { onImported: () => void }) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    const result = await importRedirectCsv(await file.text());
    setBusy(false);
    if (isClientError(result)) return setOutcome({ ok: false, text: result.error });
    setOutcome({ ok: true, text: result.message });
    onImported();
  };

  return (
    <section className="admin-panel" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="admin-panel__title">
        Import from a file
      </h2>
      <p className="admin-settings__muted">
        A CSV with the columns “{REDIRECT_CSV_COLUMNS.from}” and “{REDIRECT_CSV_COLUMNS.to}”, as Shopify
        exports its URL redirects.
      </p>
      <label htmlFor={inputId} className="button button--ghost">
        {busy ? 'Importing…' : 'Choose a CSV file'}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="visually-hidden"
        disabled={busy}
        data-testid="redirect-import-file"
        onChange={(event) => void choose(event)}
      />
      <div aria-live="polite">
        {outcome && (
          <p
            className={`notice ${outcome.ok ? 'notice--success' : 'notice--error'}`}
            data-testid="redirect-import-outcome"
          >
            {outcome.text}
          </p>
        )}
      </div>
    </section>
  );
}
