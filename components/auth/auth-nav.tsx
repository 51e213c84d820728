'use client';

import Link from 'next/link';
import { BasketLink } from '@/components/store/basket-link';
import { AccountIcon, DashboardIcon, LogoutIcon } from '@/components/ui/icons';
import { homeFor } from '@/lib/role-home';
import { LogoutButton } from './logout-button';
import { useSession } from './session-context';

type Variant = 'top' | 'bottom';

/**
 * The auth area of the top and bottom bars. Signed in: basket, dashboard and Logout. Signed out
 * (or while the session loads): basket and Login.
 */
export function AuthNav({ variant }: { variant: Variant }) {
  const { data, status } = useSession();
  const user = status === 'authenticated' && !data.error ? data.user : null;
  const linkClass = `nav-link nav-link--${variant}`;

  if (!user) {
    return (
      <>
        <BasketLink variant={variant} />
        <Link href="/login" className={`${linkClass} login-link`}>
          {variant === 'bottom' && <AccountIcon className="nav-link__icon" />}
          <span>Login</span>
        </Link>
      </>
    );
  }
  return (
    <>
      {/* An admin browses the storefront read-only: no basket. */}
      {user.role === 'customer' && <BasketLink variant={variant} href="/customer/cart" />}
      <Link
        href={homeFor(user.role)}
        className={linkClass}
        data-testid={variant === 'top' ? 'dashboard-link' : undefined}
      >
        {variant === 'bottom' && <DashboardIcon className="nav-link__icon" />}
        <span>Dashboard</span>
      </Link>
      <LogoutButton
        className={`${linkClass} logout-button`}
        testId={variant === 'top' ? 'logout-button' : 'logout-button-mobile'}
      >
        {variant === 'bottom' && <LogoutIcon className="nav-link__icon" />}
        <span>Logout</span>
      </LogoutButton>
    </>
  );
}
