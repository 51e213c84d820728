'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { EventsIcon, GalleryIcon, HeartIcon, HomeIcon, ShopIcon } from '@/components/ui/icons';
import { FAVOURITES_PATH } from '@/lib/constants/favourites';

const LINKS = [
  { href: '/', label: 'Home', Icon: HomeIcon },
  { href: '/shop', label: 'Shop', Icon: ShopIcon },
  { href: '/gallery', label: 'Gallery', Icon: GalleryIcon },
  { href: '/events', label: 'Events', Icon: EventsIcon },
] as const;

/**
 * The story page: in the top bar, and on a phone in the slim bar above the page (PhoneAboutLink),
 * so the phone's bottom bar keeps its four sections. It has no customer version; everyone reads
 * the same page.
 */
const ABOUT = { href: '/about', label: 'About', shared: true } as const;
/** The shopper's favourites: one page for guests and customers alike, beside About. */
const FAVOURITES = { href: FAVOURITES_PATH, label: 'Favourites', shared: true } as const;
const TOP_ONLY = [ABOUT, FAVOURITES] as const;

function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  // A product page belongs to the shop.
  if (href === '/shop' && pathname.startsWith('/product/')) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Favourites and About on a phone, where the top bar's links are hidden: a heart at the bar's left
 * edge and About at its right, either side of the store's name, each a full-size target.
 */
export function PhoneAboutLink() {
  const pathname = usePathname() ?? '/';
  const current = (href: string) => (isActive(pathname, href) ? 'page' : undefined);
  return (
    <>
      <Link
        href={FAVOURITES.href}
        className="nav-link nav-link--phone-favourites"
        aria-current={current(FAVOURITES.href)}
      >
        <HeartIcon />
        <span className="visually-hidden">{FAVOURITES.label}</span>
      </Link>
      <Link href={ABOUT.href} className="nav-link nav-link--phone-about" aria-current={current(ABOUT.href)}>
        {ABOUT.label}
      </Link>
    </>
  );
}

/**
 * The public pages, marked with aria-current where the shopper is. Icons show in the bottom bar.
 * On a customer's pages the links go to the customer versions (home being the dashboard), which
 * saves the redirect the guard would make.
 */
export function NavLinks({ variant }: { variant: 'top' | 'bottom' }) {
  const fullPath = usePathname() ?? '/';
  const customer = fullPath.startsWith('/customer/');
  const inner = customer ? fullPath.slice('/customer'.length) : fullPath;
  // Where the shopper is, in public terms: a customer's dashboard is their home.
  const pathname = inner === '/dashboard' ? '/' : inner;
  const target = (href: string) =>
    !customer ? href : href === '/' ? '/customer/dashboard' : `/customer${href}`;
  return (
    <>
      {[...LINKS, ...(variant === 'top' ? TOP_ONLY : [])].map(({ href, label, ...rest }) => (
        <Link
          key={href}
          href={'shared' in rest ? href : target(href)}
          className={`nav-link nav-link--${variant}`}
          aria-current={isActive(pathname, href) ? 'page' : undefined}
        >
          {variant === 'bottom' && 'Icon' in rest && <rest.Icon className="nav-link__icon" />}
          <span>{label}</span>
        </Link>
      ))}
    </>
  );
}
