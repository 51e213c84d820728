import type { ReactNode } from 'react';
import { StoreChrome } from '@/components/store/store-chrome';

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

/** Sign-in and email verification, inside the store's chrome. */
export default async function AuthLayout({ children, params }: Props) {
  const { tenant } = await params;
  return <StoreChrome tenant={tenant}>{children}</StoreChrome>;
}
