'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { AccountIcon, DashboardIcon, EventsIcon, MoreIcon, ShopIcon } from '@/components/ui/icons';
import { adminAreaFor, type AdminPage } from '@/lib/admin-areas';
import type { StaffRole } from '@/lib/constants/staff';
import { mayAccess, type StaffArea } from '@/lib/staff-access';

type Section = {
  href: AdminPage;
  label: string;
  Icon?: ComponentType<{ className?: string }>;
  /** In the phone bottom bar (spec §2: Dashboard, Products, Customers, Analytics); the rest are under More. */
  bottom?: boolean;
  /**
   * Reached from the screen it belongs to on a wide screen (payment settings from the dashboard,
   * categories from My Products, discounts and the market screen from Orders, the Taxes report
   * from Analytics, the Activity log and Notifications from Settings) rather than from the top
   * navigation, which holds one row.
   */
  secondary?: boolean;
};

type Entry = Section & {
  /** The area of lib/staff-access.ts the section belongs to, from the back-office's table of pages. */
  area: StaffArea;
};

const SECTIONS: readonly Section[] = [
  { href: '/admin', label: 'Dashboard', Icon: DashboardIcon, bottom: true },
  { href: '/admin/store', label: 'Store' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/workbench', label: 'Workbench' },
  { href: '/admin/market', label: 'Market', secondary: true },
  { href: '/admin/discounts', label: 'Discounts', secondary: true },
  { href: '/admin/gift-cards', label: 'Gift cards', secondary: true },
  { href: '/admin/products', label: 'Products', Icon: ShopIcon, bottom: true },
  { href: '/admin/categories', label: 'Categories', secondary: true },
  { href: '/admin/redirects', label: 'Redirects', secondary: true },
  { href: '/admin/customers', label: 'Customers', Icon: AccountIcon, bottom: true },
  { href: '/admin/basket-reminders', label: 'Basket reminders', secondary: true },
  { href: '/admin/reviews', label: 'Reviews', secondary: true },
  { href: '/admin/analytics', label: 'Analytics', Icon: EventsIcon, bottom: true },
  { href: '/admin/analytics/taxes', label: 'Taxes report', secondary: true },
  { href: '/admin/events', label: 'Events' },
  { href: '/admin/integrations', label: 'Integrations' },
  { href: '/admin/settings', label: 'Settings' },
  { href: '/admin/settings/notifications', label: 'Notifications', secondary: true },
  { href: '/admin/security', label: 'Security' },
  { href: '/admin/audit', label: 'Activity log', secondary: true },
  { href: '/admin/payment-settings', label: 'Payment settings', secondary: true },
  { href: '/admin/staff', label: 'Staff', secondary: true },
];

export const ADMIN_NAV: readonly Entry[] = SECTIONS.map((section) => ({
  ...section,
  area: adminAreaFor(section.href),
}));

/** The sections a person with this role may use; the others are not shown to them. */
export const navFor = (role: StaffRole | null): readonly Entry[] =>
  ADMIN_NAV.filter((entry) => mayAccess(role, entry.area));

function isActive(pathname: string, href: string): boolean {
  if (href === '/admin') return pathname === '/admin' || pathname === '/admin/dashboard';
  return pathname === href || pathname.startsWith(`${href}/`);
}

function EntryLink({
  entry,
  variant,
  pathname,
}: {
  entry: Entry;
  variant: 'top' | 'bottom' | 'more';
  pathname: string;
}) {
  const { href, label, Icon } = entry;
  const icon = variant === 'bottom' && Icon ? <Icon className="nav-link__icon" /> : null;
  return (
    <Link
      href={href}
      className={`nav-link nav-link--${variant} admin-nav__link`}
      aria-current={isActive(pathname, href) ? 'page' : undefined}
    >
      {icon}
      <span>{label}</span>
    </Link>
  );
}

/**
 * The phone bar's fifth place: every section the bar has no room for, in a list that opens
 * above it. It closes on a choice, on Escape and on a tap outside.
 */
function MoreMenu({ entries, pathname }: { entries: readonly Entry[]; pathname: string }) {
  // Open on the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const current = entries.some((entry) => isActive(pathname, entry.href));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  return (
    <div ref={root} className="admin-more">
      <button
        type="button"
        className={`nav-link nav-link--bottom admin-more__toggle${current ? ' admin-more__toggle--current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <MoreIcon className="nav-link__icon" />
        <span>More</span>
      </button>
      <ul id={listId} className="admin-more__list" aria-label="More sections" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <EntryLink entry={entry} variant="more" pathname={pathname} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The back-office sections the person's role may use: the top navigation on wide screens; at 768 px
 * or less the spec's four in the bottom bar and every other section under its More.
 */
export function AdminNav({ variant, role }: { variant: 'top' | 'bottom'; role: StaffRole | null }) {
  const pathname = usePathname() ?? '/admin';
  const entries = navFor(role);
  if (variant === 'top') {
    return (
      <>
        {entries
          .filter((entry) => !entry.secondary)
          .map((entry) => (
            <EntryLink key={entry.href} entry={entry} variant="top" pathname={pathname} />
          ))}
      </>
    );
  }
  return (
    <>
      {entries
        .filter((entry) => entry.bottom)
        .map((entry) => (
          <EntryLink key={entry.href} entry={entry} variant="bottom" pathname={pathname} />
        ))}
      <MoreMenu entries={entries.filter((entry) => !entry.bottom)} pathname={pathname} />
    </>
  );
}
