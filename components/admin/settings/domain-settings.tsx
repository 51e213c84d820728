'use client';

import { format } from 'date-fns/format';
import { useState } from 'react';
import useSWR from 'swr';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Form, FormActions, FormMessage, useZodForm, type Outcome } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import {
  addDomain,
  DOMAINS_PATH,
  fetchDomains,
  removeDomain,
  verifyDomain,
} from '@/lib/client/admin-domains';
import { isClientError } from '@/lib/client/stores';
import { MESSAGES } from '@/lib/messages';
import { addDomainBodySchema, DOMAIN_MESSAGES, type StoreDomain } from '@/lib/schemas/admin-domains';
import '@/app/styles/account.css';
import '@/app/styles/returns.css';

function AddDomainForm({ onAdded }: { onAdded: () => void }) {
  const form = useZodForm(addDomainBodySchema, { mode: 'onSubmit', defaultValues: { domain: '' } });

  const onSubmit = async ({ domain }: z.output<typeof addDomainBodySchema>) => {
    const result = await addDomain(domain);
    if (isClientError(result)) return form.setError('domain', { message: result.error });
    form.reset();
    onAdded();
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label="New domain"
      className="admin-settings__inline-form"
      testId="add-domain-form"
    >
      <FormField
        name="domain"
        id="new-domain"
        label="Add a domain"
        placeholder="shop.example.com"
        autoComplete="off"
        inputMode="url"
      />
      <FormActions label="Add Domain" pendingLabel="Adding…" />
    </Form>
  );
}

/** The TXT record that proves the name, and where to point it, for a name not verified yet. */
function VerifyInstructions({ entry, addresses }: { entry: StoreDomain; addresses: string[] }) {
  return (
    <div className="admin-settings__dns" data-testid="domain-dns-record">
      <p className="admin-settings__muted">{DOMAIN_MESSAGES.instructions(addresses)}</p>
      <dl className="admin-settings__record">
        <dt>Type</dt>
        <dd>TXT</dd>
        <dt>Name</dt>
        <dd>
          <code>{entry.txtRecord.name}</code>
        </dd>
        <dt>Value</dt>
        <dd>
          <code>{entry.txtRecord.value}</code>
        </dd>
      </dl>
    </div>
  );
}

function DomainRow({
  entry,
  addresses,
  onChanged,
}: {
  entry: StoreDomain;
  addresses: string[];
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState<'verify' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const verify = async () => {
    setBusy('verify');
    setOutcome(null);
    const result = await verifyDomain(entry.domain);
    setBusy(null);
    if (isClientError(result)) return setOutcome({ ok: false, message: result.error });
    setOutcome({ ok: result.verified, message: result.message });
    if (result.verified) onChanged();
  };

  const remove = async () => {
    setBusy('remove');
    setOutcome(null);
    const result = await removeDomain(entry.domain);
    setBusy(null);
    setConfirming(false);
    if (isClientError(result)) return setOutcome({ ok: false, message: result.error });
    onChanged();
  };

  return (
    <li className="admin-settings__domain" data-testid="domain-row">
      <div className="admin-settings__domain-name">
        <strong>{entry.domain}</strong>
        {entry.primary && <span className="order-card__tag">Primary</span>}
        <span className="admin-settings__muted">
          {entry.verifiedAt
            ? `Verified ${format(new Date(entry.verifiedAt), 'MMM d, yyyy')}`
            : DOMAIN_MESSAGES.notServed}
        </span>
      </div>
      <div className="admin-settings__domain-actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={verify}
          disabled={busy !== null}
          aria-label={`Verify ${entry.domain}`}
        >
          {busy === 'verify' ? 'Checking…' : 'Verify'}
        </button>
        {!entry.primary && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirming(true)}
            disabled={busy !== null}
            aria-label={`Remove ${entry.domain}`}
          >
            Remove
          </button>
        )}
      </div>
      {!entry.verifiedAt && <VerifyInstructions entry={entry} addresses={addresses} />}
      <FormMessage outcome={outcome} />
      {confirming && (
        <ConfirmDialog
          title={DOMAIN_MESSAGES.removeTitle(entry.domain)}
          confirmLabel="Remove Domain"
          busyLabel="Removing…"
          busy={busy !== null}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
          testId="remove-domain-dialog"
        >
          <p>{DOMAIN_MESSAGES.removeWarning(entry.domain)}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/**
 * The store's domains: the primary one (which stays) first; a name not verified yet shows the TXT
 * record that proves it and the addresses to point it at; others removable after a confirmation;
 * and a form to add one.
 */
export function DomainSettings() {
  const { data, error, mutate } = useSWR(DOMAINS_PATH, fetchDomains);
  const refresh = () => void mutate();

  return (
    <div className="admin-settings__domains">
      {error && !data && (
        <p className="notice notice--error" role="alert">
          {error instanceof Error ? error.message : MESSAGES.generic}
        </p>
      )}
      {!data && !error && <p role="status">{MESSAGES.loading}</p>}
      {data && (
        <>
          <ul className="admin-settings__domain-list" aria-label="Domains">
            {data.domains.map((entry) => (
              <DomainRow
                key={entry.domain}
                entry={entry}
                addresses={data.expectedAddresses}
                onChanged={refresh}
              />
            ))}
          </ul>
          <p className="admin-settings__muted">
            A domain serves the store once it is verified: its TXT record proves it is yours, and its A or
            AAAA records point at {data.expectedAddresses.join(' or ')}.
          </p>
        </>
      )}
      <AddDomainForm onAdded={refresh} />
    </div>
  );
}
