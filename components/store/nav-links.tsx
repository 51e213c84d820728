'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { EventsIcon, GalleryIcon, HomeIcon, ShopIcon } from '@/components/ui/icons';

const LINKS = [
  { href: '/', label: 'Home', Icon: HomeIcon },
  { href: '/shop', label: 'Shop', Icon: ShopIcon },
  { href: '/gallery', label: 'Gallery', Icon: GalleryIcon },
  { href: '/events', label: 'Events', Icon: EventsIcon },
] as const;

function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  // A product page belongs to the shop.
  if (href === '/shop' && pathname.startsWith('/product/')) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The public pages, marked with aria-current where the shopper is. Icons show in the bottom bar. */
export function NavLinks({ variant }: { variant: 'top' | 'bottom' }) {
  const pathname = usePathname() ?? '/';
  return (
    <>
      {LINKS.map(({ href, label, Icon }) => (
        <Link
          key={href}
          href={href}
          className={`nav-link nav-link--${variant}`}
          aria-current={isActive(pathname, href) ? 'page' : undefined}
        >
          {variant === 'bottom' && <Icon className="nav-link__icon" />}
          <span>{label}</span>
        </Link>
      ))}
    </>
  );
}
