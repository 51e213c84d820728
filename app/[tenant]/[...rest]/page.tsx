import { redirect } from 'next/navigation';
import { getAppSession } from '@/lib/auth/session';
import { homeFor } from '@/lib/routing';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

/** A path no page serves: to the visitor's home (the proxy usually decides this first). */
export default async function UnknownPath({ params }: Props) {
  const { tenant } = await params;
  const { user } = await getAppSession(tenant);
  redirect(homeFor(user?.role ?? null));
}
