'use client';

import { useState } from 'react';
import { saveBlobAs } from '@/lib/client/save-file';

/** Ten recovery codes, shown this once, to copy or download and keep somewhere safe. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="security-codes" data-testid="recovery-codes">
      <p>
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul className="security-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="security-actions">
        <button type="button" className="button button--secondary" onClick={copy}>
          {copied ? 'Copied' : 'Copy codes'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => saveBlobAs(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          Download
        </button>
        <button type="button" className="button" onClick={onDone} data-testid="recovery-codes-done">
          I have saved them
        </button>
      </div>
      <p role="status" className="sr-only">
        {copied ? 'The codes were copied.' : ''}
      </p>
    </div>
  );
}
