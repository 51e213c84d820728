import Link from 'next/link';
import { AuthNav } from '@/components/auth/auth-nav';
import { safeImageUrl } from '@/lib/theme';
import type { Theme } from '@/lib/schemas/store';
import { NavLinks, PhoneAboutLink } from './nav-links';

type Props = { storeName: string; logo: Theme['logo'] };

/**
 * Desktop top bar and, at 768 px or less, the fixed bottom bar (CSS switches between them), with
 * About beside the store's name on a phone. The
 * auth area follows the session in the browser, so the pages around it can stay cached.
 */
export function SiteHeader({ storeName, logo }: Props) {
  const logoUrl = safeImageUrl(logo.url);
  return (
    <>
      <header className="site-header">
        <div className="container site-header__inner">
          <Link href="/" className="brand">
            {logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- a store's own logo, any host
              <img
                src={logoUrl}
                alt={logo.altText || storeName}
                style={{ maxWidth: logo.maxWidth }}
                className="brand__logo"
              />
            ) : (
              <span className="brand__name">{storeName}</span>
            )}
          </Link>
          <nav aria-label="Main" className="site-nav">
            <NavLinks variant="top" />
          </nav>
          <div className="site-header__actions">
            <AuthNav variant="top" />
          </div>
          <PhoneAboutLink />
        </div>
      </header>
      <nav aria-label="Mobile" className="bottom-nav">
        <NavLinks variant="bottom" />
        <AuthNav variant="bottom" />
      </nav>
    </>
  );
}
