'use client';

import Link from 'next/link';
import { useCartCount } from '@/components/cart/use-cart';
import { BasketIcon } from '@/components/ui/icons';

/**
 * The basket with the number of pieces in it; the bottom bar's copy has its own test id, as the
 * Logout button does. Its name is its own text ("Basket 2 items"), in the order the words come in
 * the document, so what a voice-control user reads on screen ("Basket", "2") is part of the name.
 */
export function BasketLink({ variant, href = '/cart' }: { variant: 'top' | 'bottom'; href?: string }) {
  const count = useCartCount();
  return (
    <Link
      href={href}
      className={`nav-link nav-link--${variant} basket-link`}
      data-testid={variant === 'top' ? 'basket-link' : undefined}
    >
      {/* First in the document, shown under the icon in the bottom bar (CSS order). */}
      <span className={variant === 'bottom' ? 'basket-link__label' : 'visually-hidden'}>Basket</span>{' '}
      <span className="basket-link__icon">
        <BasketIcon className="nav-link__icon" />
        <span
          className="basket-link__badge"
          data-testid={variant === 'top' ? 'basket-count' : 'basket-count-mobile'}
        >
          {count}
        </span>
      </span>
      <span className="visually-hidden"> items</span>
    </Link>
  );
}
