import type { ReactNode } from 'react';
import { StoreChrome } from '@/components/store/store-chrome';

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

/** The public chrome. The session is left to the browser, so these pages stay cacheable. */
export default async function StoreLayout({ children, params }: Props) {
  const { tenant } = await params;
  return <StoreChrome tenant={tenant}>{children}</StoreChrome>;
}
