import Link from 'next/link';
import { BasketIcon } from '@/components/ui/icons';

/** The basket with its item count; the count is wired to the basket when that arrives. */
export function BasketLink({ count, variant, href = '/cart' }: { count: number; variant: 'top' | 'bottom'; href?: string }) {
  return (
    <Link href={href} className={`nav-link nav-link--${variant} basket-link`} aria-label={`Basket, ${count} items`}>
      <span className="basket-link__icon">
        <BasketIcon className="nav-link__icon" />
        <span className="basket-link__badge" data-testid="basket-count">
          {count}
        </span>
      </span>
      {variant === 'bottom' && <span>Basket</span>}
    </Link>
  );
}
