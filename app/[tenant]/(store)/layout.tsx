import type { ReactNode } from 'react';
import { AnalyticsTracker } from '@/components/store/analytics-tracker';
import { RealtimeProvider } from '@/components/store/realtime-provider';
import { ScrollToTop } from '@/components/store/scroll-to-top';
import { SiteFooter } from '@/components/store/site-footer';
import { SiteHeader } from '@/components/store/site-header';
import { getStore } from '@/lib/api/stores';
import { env } from '@/lib/env';
import { DEFAULT_THEME } from '@/lib/schemas/store';

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

/** The public chrome: top bar (bottom bar on phones), footer, live stock, analytics, scroll reset. */
export default async function StoreLayout({ children, params }: Props) {
  const { tenant } = await params;
  const store = await getStore(tenant);
  const storeName = store?.storeName ?? tenant.charAt(0).toUpperCase() + tenant.slice(1);
  return (
    <RealtimeProvider url={env.realtimeUrl} tenantId={tenant}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader storeName={storeName} logo={store?.theme.logo ?? DEFAULT_THEME.logo} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter storeName={storeName} />
      <AnalyticsTracker tenantId={tenant} />
      <ScrollToTop />
    </RealtimeProvider>
  );
}
