import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';
import { getStore } from '@/lib/api/stores';
import { getStoreOrigin } from '@/lib/api/store-origin';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import { isTenantId } from '@/lib/tenant-id';
import { themeVariables } from '@/lib/theme';

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

// Stores are rendered on demand and cached per tenant; none is known at build time.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { tenant } = await params;
  const valid = isTenantId(tenant);
  const [store, origin] = valid
    ? await Promise.all([getStore(tenant), getStoreOrigin(tenant)])
    : [null, null];
  const name = store?.storeName ?? 'Sitka';
  return {
    // Canonical links and Open Graph URLs resolve against the store's primary domain.
    ...(origin ? { metadataBase: new URL(origin) } : {}),
    title: { default: name, template: `%s | ${name}` },
    description: store?.description ?? 'Handmade sterling silver jewelry and ceramics from Alaska.',
  };
}

/** Applies the store's theme as CSS variables, so every page follows the store record. */
export default async function TenantLayout({ children, params }: Props) {
  const { tenant } = await params;
  if (!isTenantId(tenant)) notFound();
  const theme = (await getStore(tenant))?.theme ?? DEFAULT_THEME;
  return (
    <div className="theme-root" style={themeVariables(theme) as CSSProperties}>
      {children}
    </div>
  );
}
