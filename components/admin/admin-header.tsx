import Link from 'next/link';
import { LogoutButton } from '@/components/auth/logout-button';

/** The back-office top bar: the store, the dashboard link and Logout (on every screen size). */
export function AdminHeader({ storeName }: { storeName: string }) {
  return (
    <header className="site-header admin-header">
      <div className="container site-header__inner">
        <Link href="/admin" className="brand">
          <span className="brand__name">{storeName}</span>
          <span className="admin-header__badge">Back-office</span>
        </Link>
        <nav aria-label="Back-office" className="admin-header__actions">
          <Link href="/admin" className="nav-link nav-link--top">
            Dashboard
          </Link>
          <LogoutButton className="nav-link nav-link--top logout-button" testId="logout-button">
            Logout
          </LogoutButton>
        </nav>
      </div>
    </header>
  );
}
