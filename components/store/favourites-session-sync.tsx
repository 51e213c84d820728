'use client';

import { useEffect } from 'react';
import { useSession } from '@/components/auth/session-context';
import { favouritesStore } from '@/lib/favourites/favourites-store';

/**
 * Hands the favourites to whoever is signed in: a customer's account (the browser's list merged
 * into it at sign-in), the browser's own list for a guest. Renders nothing.
 */
export function FavouritesSessionSync({ tenant }: { tenant: string }) {
  const { data, status } = useSession();
  const user = status === 'authenticated' && !data?.error ? data?.user : null;
  const userId = user?.role === 'customer' ? (user.userId ?? null) : null;
  useEffect(() => {
    if (status === 'loading') return;
    favouritesStore.setOwner(tenant, userId);
  }, [status, tenant, userId]);
  return null;
}
