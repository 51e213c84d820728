import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { SessionGate } from '@/components/auth/session-gate';
import { StoreChrome } from '@/components/store/store-chrome';
import { getAppSession } from '@/lib/auth/session';

// Every page here is personal: rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

/** Customer pages: the store chrome, for signed-in customers of this store only (checked here, not just in the proxy). */
export default async function CustomerLayout({ children, params }: Props) {
  const { tenant } = await params;
  const { user, session, expired } = await getAppSession(tenant);
  if (!user) redirect(expired ? '/login?expired=true' : '/login');
  if (user.role !== 'customer') redirect('/admin');
  return (
    <StoreChrome tenant={tenant} session={session}>
      <SessionGate>{children}</SessionGate>
    </StoreChrome>
  );
}
