'use client';

import { MESSAGES } from '@/lib/messages';

/** The last resort when the root layout itself fails; it has to bring its own html and body. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'Georgia, serif', padding: '4rem 1.5rem', textAlign: 'center' }}>
        <h1>{MESSAGES.unexpectedError}</h1>
        <p>{MESSAGES.errorBoundary}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {MESSAGES.reloadPage}
        </button>
      </body>
    </html>
  );
}
