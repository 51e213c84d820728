'use client';

import { useState } from 'react';
import { INTEGRATION_MESSAGES } from '@/lib/messages';
import type { ApiKeyWithSecret } from '@/lib/schemas/api-keys';

type Props = { apiKey: ApiKeyWithSecret; rotated: boolean; onDone: () => void };

const MASK = '•';

/** A new or rotated key's secret, this once: masked until shown, with the spec's warning (§2). */
export function NewKeyNotice({ apiKey, rotated, onDone }: Props) {
  const [visible, setVisible] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <section className="new-key" aria-labelledby="new-key-title" data-testid="new-api-key">
      <h2 id="new-key-title" className="admin-panel__title">
        {rotated ? `New key for ${apiKey.name}` : `Your new key: ${apiKey.name}`}
      </h2>
      <p className="notice notice--warning new-key__warning" role="alert">
        {INTEGRATION_MESSAGES.apiKeyShownOnce}
      </p>
      <div className="new-key__row">
        <span className="visually-hidden">{visible ? 'API key:' : 'API key, hidden:'}</span>
        <code className="new-key__value" data-testid="new-api-key-value">
          {visible ? apiKey.key : MASK.repeat(Math.min(apiKey.key.length, 32))}
        </code>
        <button
          type="button"
          className="button button--small button--ghost"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={copy}>
          Copy
        </button>
      </div>
      <p className="new-key__copied" aria-live="polite">
        {copied === 'yes' && 'Copied to the clipboard.'}
        {copied === 'no' && 'Could not copy; show the key and copy it by hand.'}
      </p>
      <button type="button" className="button" onClick={onDone}>
        Done
      </button>
    </section>
  );
}
