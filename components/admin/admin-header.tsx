import Link from 'next/link';
import { LogoutButton } from '@/components/auth/logout-button';
import type { StaffRole } from '@/lib/constants/staff';
import { STOREFRONT_VIEW_PATH } from '@/lib/routing';
import { AdminNav } from './admin-nav';
import '@/app/styles/account.css';

/**
 * The back-office chrome: the store's name, the sections the person's role may use, "View store" (the public storefront,
 * read-only) and Logout; at 768 px or less the sections move to a bottom bar.
 */
export function AdminHeader({ storeName, role }: { storeName: string; role: StaffRole | null }) {
  return (
    <>
      <header className="site-header admin-header">
        <div className="container site-header__inner admin-header__inner">
          <Link href="/admin" className="brand">
            <span className="brand__name" data-testid="admin-header-store-name" title={storeName}>
              {storeName}
            </span>
            <span className="admin-header__badge">Back-office</span>
          </Link>
          <nav aria-label="Back-office" className="admin-nav">
            <AdminNav variant="top" role={role} />
          </nav>
          <div className="admin-header__actions">
            <a
              href={STOREFRONT_VIEW_PATH}
              className="nav-link nav-link--top admin-header__view"
              target="_blank"
              rel="noopener"
            >
              View store
            </a>
            <LogoutButton className="nav-link nav-link--top logout-button" testId="logout-button">
              Logout
            </LogoutButton>
          </div>
        </div>
      </header>
      <nav aria-label="Back-office sections" className="bottom-nav admin-bottom-nav">
        <AdminNav variant="bottom" role={role} />
      </nav>
    </>
  );
}
