import type { ReactNode } from 'react';
import { NotOpenBar } from '@/components/platform/not-open-bar';
import { StoreChrome } from '@/components/store/store-chrome';
import { StoreClosed } from '@/components/store/store-closed';
import { getOpening } from '@/lib/api/opening';
import { getStore } from '@/lib/api/stores';
import '@/app/styles/platform.css';

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

/**
 * The public chrome. The session is left to the browser, so these pages stay cacheable. A store
 * not open yet shows shoppers "coming soon" instead (proxy.ts), so only its back-office people
 * see these pages then, under a bar that opens it; opening expires them. A store the platform's
 * operator suspended shows every shopper page as closed (its sign-in still works).
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
  const opening = await getOpening(tenant);
  return (
    <>
      {opening && !opening.open ? <NotOpenBar /> : null}
      <StoreChrome tenant={tenant}>{children}</StoreChrome>
    </>
  );
}
