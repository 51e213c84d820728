'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentType } from 'react';
import { AccountIcon, DashboardIcon, EventsIcon, ShopIcon } from '@/components/ui/icons';

type Entry = {
  href: string;
  label: string;
  Icon?: ComponentType<{ className?: string }>;
  /** In the phone bottom bar (spec §2: Dashboard, Products, Customers, Analytics). */
  bottom?: boolean;
};

export const ADMIN_NAV: readonly Entry[] = [
  { href: '/admin', label: 'Dashboard', Icon: DashboardIcon, bottom: true },
  { href: '/admin/store', label: 'Store' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/products', label: 'Products', Icon: ShopIcon, bottom: true },
  { href: '/admin/customers', label: 'Customers', Icon: AccountIcon, bottom: true },
  { href: '/admin/analytics', label: 'Analytics', Icon: EventsIcon, bottom: true },
  { href: '/admin/integrations', label: 'Integrations' },
  { href: '/admin/settings', label: 'Settings' },
];

function isActive(pathname: string, href: string): boolean {
  if (href === '/admin') return pathname === '/admin' || pathname === '/admin/dashboard';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The back-office sections: the top navigation on wide screens, the bottom bar at 768 px or less. */
export function AdminNav({ variant }: { variant: 'top' | 'bottom' }) {
  const pathname = usePathname() ?? '/admin';
  const entries = variant === 'bottom' ? ADMIN_NAV.filter((entry) => entry.bottom) : ADMIN_NAV;
  return (
    <>
      {entries.map(({ href, label, Icon }) => {
        const className = `nav-link nav-link--${variant} admin-nav__link`;
        const icon = variant === 'bottom' && Icon ? <Icon className="nav-link__icon" /> : null;
        return (
          <Link key={href} href={href} className={className} aria-current={isActive(pathname, href) ? 'page' : undefined}>
            {icon}
            <span>{label}</span>
          </Link>
        );
      })}
    </>
  );
}
