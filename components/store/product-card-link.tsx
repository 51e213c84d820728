'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { recordProductClick } from '@/lib/analytics';
import { productPath } from '@/lib/product-address';

type Props = {
  product: { id: string; handle?: string | null; name: string };
  children: ReactNode;
};

/**
 * A card's link to its product page, which records the click with the page it came from. The card
 * around it renders on the server; this link is the part that listens.
 */
export function ProductCardLink({ product, children }: Props) {
  const pathname = usePathname() ?? '/';
  return (
    <Link
      href={productPath(product)}
      className="product-card__link"
      onClick={() => void recordProductClick(product, pathname)}
    >
      {children}
    </Link>
  );
}
