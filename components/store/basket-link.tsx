'use client';

import Link from 'next/link';
import { useCartCount } from '@/components/cart/use-cart';
import { BasketIcon } from '@/components/ui/icons';

/** The basket with the number of pieces in it; the bottom bar's copy has its own test id, as the Logout button does. */
export function BasketLink({ variant, href = '/cart' }: { variant: 'top' | 'bottom'; href?: string }) {
  const count = useCartCount();
  return (
    <Link
      href={href}
      className={`nav-link nav-link--${variant} basket-link`}
      aria-label={`Basket, ${count} items`}
      data-testid={variant === 'top' ? 'basket-link' : undefined}
    >
      <span className="basket-link__icon">
        <BasketIcon className="nav-link__icon" />
        <span className="basket-link__badge" data-testid={variant === 'top' ? 'basket-count' : 'basket-count-mobile'}>
          {count}
        </span>
      </span>
      {variant === 'bottom' && <span>Basket</span>}
    </Link>
  );
}
