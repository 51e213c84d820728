import Link from 'next/link';
import { AccountIcon } from '@/components/ui/icons';
import { safeImageUrl } from '@/lib/theme';
import type { Theme } from '@/lib/schemas/store';
import { BasketLink } from './basket-link';
import { NavLinks } from './nav-links';

type Props = { storeName: string; logo: Theme['logo'] };

/** Desktop top bar and, at 768 px or less, the fixed bottom bar (CSS switches between them). */
export function SiteHeader({ storeName, logo }: Props) {
  const logoUrl = safeImageUrl(logo.url);
  return (
    <>
      <header className="site-header">
        <div className="container site-header__inner">
          <Link href="/" className="brand">
            {logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- a store's own logo, any host
              <img src={logoUrl} alt={logo.altText || storeName} style={{ maxWidth: logo.maxWidth }} className="brand__logo" />
            ) : (
              <span className="brand__name">{storeName}</span>
            )}
          </Link>
          <nav aria-label="Main" className="site-nav">
            <NavLinks variant="top" />
          </nav>
          <div className="site-header__actions">
            <BasketLink count={0} variant="top" />
            <Link href="/login" className="nav-link nav-link--top login-link">
              Login
            </Link>
          </div>
        </div>
      </header>
      <nav aria-label="Mobile" className="bottom-nav">
        <NavLinks variant="bottom" />
        <BasketLink count={0} variant="bottom" />
        <Link href="/login" className="nav-link nav-link--bottom">
          <AccountIcon className="nav-link__icon" />
          <span>Login</span>
        </Link>
      </nav>
    </>
  );
}
