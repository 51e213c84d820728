'use client';

import { useEffect } from 'react';
import { useSession } from '@/components/auth/session-context';
import { cartStore } from '@/lib/cart/cart-store';

/**
 * Hands the basket to whoever is signed in: the user's own basket (with the guest's merged in)
 * once the session says who it is, the guest basket when nobody is. Renders nothing.
 */
export function CartSessionSync() {
  const { data, status } = useSession();
  const userId = status === 'authenticated' && !data?.error ? (data?.user?.userId ?? null) : null;
  useEffect(() => {
    if (status === 'loading') return;
    cartStore.setOwner(userId);
  }, [status, userId]);
  return null;
}
