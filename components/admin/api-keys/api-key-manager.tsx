'use client';

import { MESSAGES } from '@/lib/messages';
import { ApiKeyItem } from './api-key-item';
import { CreateKeyForm } from './create-key-form';
import { NewKeyNotice } from './new-key-notice';
import { useApiKeys } from './use-api-keys';

/**
 * /admin/integrations 'API Key Management' (spec §2, §4): create a key by name, rotate or revoke
 * active ones, each key's usage, and the inactive ones on request. A new or rotated secret is
 * shown once and only held in this component's state.
 */
export function ApiKeyManager() {
  const {
    showInactive,
    setShowInactive,
    keys,
    error,
    isLoading,
    revealed,
    setRevealed,
    busyId,
    failure,
    rotate,
    revoke,
    created,
  } = useApiKeys();
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
        <CreateKeyForm onCreated={created} />
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
                onRotate={(grace) => rotate(key._id, grace)}
                onRevoke={() => revoke(key._id)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
