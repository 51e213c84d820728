'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { apiKeysKey, listApiKeys, revokeApiKey, rotateApiKey } from '@/lib/client/api-keys';
import { MESSAGES } from '@/lib/messages';
import type { ApiKeyWithSecret } from '@/lib/schemas/api-keys';
import { ApiKeyItem } from './api-key-item';
import { CreateKeyForm } from './create-key-form';
import { NewKeyNotice } from './new-key-notice';

type Revealed = { apiKey: ApiKeyWithSecret; rotated: boolean } | null;

/**
 * /admin/integrations 'API Key Management' (spec §2, §4): create a key by name, rotate or revoke
 * active ones, each key's usage, and the inactive ones on request. A new or rotated secret is
 * shown once and only held in this component's state.
 */
export function ApiKeyManager() {
  const [showInactive, setShowInactive] = useState(false);
  const {
    data: keys,
    error,
    isLoading,
    mutate,
  } = useSWR(apiKeysKey(showInactive), listApiKeys, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [revealed, setRevealed] = useState<Revealed>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const rotate = async (id: string) => {
    setBusyId(id);
    setFailure(null);
    const result = await rotateApiKey(id);
    setBusyId(null);
    if ('error' in result) return setFailure(result.error);
    setRevealed({ apiKey: result, rotated: true });
    await mutate();
  };

  const revoke = async (id: string) => {
    setBusyId(id);
    setFailure(null);
    const result = await revokeApiKey(id);
    setBusyId(null);
    if ('error' in result) return setFailure(result.error);
    // Gone from the active list at once (kept, marked revoked, when inactive keys are shown).
    await mutate(
      (current) =>
        showInactive
          ? current?.map((key) => (key._id === id ? result : key))
          : current?.filter((key) => key._id !== id),
      { revalidate: true },
    );
  };

  const shown = keys?.filter((key) => showInactive || key.isActive) ?? [];
  return (
    <div className="api-keys">
      <header className="page-header">
        <p className="eyebrow">Integrations</p>
        <h1 className="page-title">API Key Management</h1>
        <p className="page-lead">
          Keys let your own tools read this store’s orders. Each key works only for this store.
        </p>
      </header>

      {revealed && (
        <NewKeyNotice apiKey={revealed.apiKey} rotated={revealed.rotated} onDone={() => setRevealed(null)} />
      )}

      <div className="admin-panel">
        <CreateKeyForm
          onCreated={(apiKey) => {
            setRevealed({ apiKey, rotated: false });
            void mutate();
          }}
        />
      </div>

      <section className="admin-panel api-keys__list" aria-labelledby="api-keys-title">
        <div className="admin-panel__head">
          <h2 id="api-keys-title" className="admin-panel__title">
            {showInactive ? 'All keys' : 'Active keys'}
          </h2>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={showInactive}
              onChange={(event) => setShowInactive(event.target.checked)}
            />
            Show Inactive Keys
          </label>
        </div>
        {failure && (
          <p role="alert" className="notice notice--error">
            {failure}
          </p>
        )}
        {isLoading && <p role="status">{MESSAGES.loading}</p>}
        {error && (
          <p role="alert" className="notice notice--error">
            {(error as Error).message}
          </p>
        )}
        {keys && shown.length === 0 && (
          <p className="api-keys__empty">
            {showInactive ? 'No keys yet.' : 'No active keys. Create one above.'}
          </p>
        )}
        {shown.length > 0 && (
          <ul className="api-keys__items" aria-label={showInactive ? 'All keys' : 'Active keys'}>
            {shown.map((key) => (
              <ApiKeyItem
                key={key._id}
                apiKey={key}
                busy={busyId === key._id}
                onRotate={() => rotate(key._id)}
                onRevoke={() => revoke(key._id)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
