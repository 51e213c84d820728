import type { ReactNode } from 'react';
import { StoreChrome } from '@/components/store/store-chrome';
import { StoreClosed } from '@/components/store/store-closed';
import { getStore } from '@/lib/api/stores';

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

/**
 * The public chrome. The session is left to the browser, so these pages stay cacheable. A store
 * the platform's operator suspended shows every shopper page as closed (its sign-in still works).
 */
export default async function StoreLayout({ children, params }: Props) {
  const { tenant } = await params;
  const store = await getStore(tenant);
  if (store?.status === 'suspended')
    return (
      <StoreChrome tenant={tenant}>
        <StoreClosed storeName={store.storeName} />
      </StoreChrome>
    );
  return <StoreChrome tenant={tenant}>{children}</StoreChrome>;
}
