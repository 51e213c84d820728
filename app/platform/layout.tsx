import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { EarlyTaps } from '@/components/app-shell/early-taps';
import { PLATFORM_LINKS } from '@/lib/constants/platform';
import '@/app/styles/account.css';
import '@/app/styles/platform.css';

export const metadata: Metadata = {
  title: { default: 'Sitka: a shop of your own for what you make', template: '%s | Sitka' },
  description: 'Sitka gives makers of handmade goods a shop of their own, on their own address.',
};

/** The platform's own pages (proxy.ts serves them on the platform's hosts): no store, no session. */
export default function PlatformLayout({ children }: { children: ReactNode }) {
  return (
    <div className="platform">
      <EarlyTaps />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="platform__header">
        <Link href="/" className="platform__brand">
          Sitka
        </Link>
        <nav className="platform__nav" aria-label="Sitka">
          <Link href={PLATFORM_LINKS.signIn} className="button button--ghost">
            Sign in
          </Link>
          <Link href={PLATFORM_LINKS.start} className="button button--primary">
            Start your store
          </Link>
        </nav>
      </header>
      <main id="main" className="platform__main">
        {children}
      </main>
      <footer className="platform__footer">
        <p>Sitka: shops for makers of handmade goods.</p>
      </footer>
    </div>
  );
}
