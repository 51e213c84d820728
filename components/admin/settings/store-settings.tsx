'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import { fetchStore, isClientError } from '@/lib/client/stores';
import { MESSAGES } from '@/lib/messages';
import type { Store } from '@/lib/schemas/store';

async function loadStore([, tenant]: readonly [string, string]): Promise<Store | null> {
  const result = await fetchStore(tenant);
  if (!isClientError(result)) return result;
  if (result.code === 'STORE_NOT_FOUND') return null;
  throw new Error(result.error);
}

type Props = {
  tenant: string;
  /** The form of a part of the store; `onSaved` takes the store the api answered with. */
  children: (store: Store, onSaved: (store: Store) => Promise<unknown>) => ReactNode;
};

/**
 * A settings form over the tenant's store: its load failing, loading, or the store not created
 * yet say so; otherwise the form, given the store and a way to show the saved one.
 */
export function StoreSettings({ tenant, children }: Props) {
  const { data: store, error, mutate } = useSWR(['store', tenant] as const, loadStore);
  if (store === undefined) return <LoadState error={error} failed={MESSAGES.storeFetchFailed} />;
  if (store === null)
    return (
      <p className="notice">
        This store has no details yet. Create it in <Link href="/admin/store">Store</Link> first.
      </p>
    );
  return children(store, (saved) => mutate(saved, { revalidate: false }));
}
