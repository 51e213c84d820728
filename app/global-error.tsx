'use client';

import { AppError } from '@/components/app-shell/app-error';

/** The last resort when the root layout itself fails; it has to bring its own html and body. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'Georgia, serif', padding: '4rem 1.5rem', textAlign: 'center' }}>
        <AppError error={error} />
      </body>
    </html>
  );
}
