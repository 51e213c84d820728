import type { Session } from 'next-auth';
import type { ReactNode } from 'react';
import { ScrollToTop } from '@/components/app-shell/scroll-to-top';
import { AuthSessionProvider } from '@/components/auth/session-provider';
import { CartSessionSync } from '@/components/cart/cart-session-sync';
import { getStore } from '@/lib/api/stores';
import { AUTH_RECHECK_MS } from '@/lib/constants/auth';
import { env } from '@/lib/env';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import { AnalyticsTracker } from './analytics-tracker';
import { EarlyTaps } from './early-taps';
import { HydrationMark } from './hydration-mark';
import { RealtimeProvider } from './realtime-provider';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type Props = {
  tenant: string;
  /** The session when the layout has read it already; omitted, the browser asks for it. */
  session?: Session | null;
  children: ReactNode;
};

/**
 * The shopper's chrome, shared by public, sign-in and customer pages: top bar (bottom bar on
 * phones), footer, session, live stock, analytics and scroll reset.
 */
export async function StoreChrome({ tenant, session, children }: Props) {
  const store = await getStore(tenant);
  const storeName = store?.storeName ?? tenant.charAt(0).toUpperCase() + tenant.slice(1);
  return (
    <AuthSessionProvider session={session} refetchInterval={AUTH_RECHECK_MS / 1000}>
      <RealtimeProvider url={env.realtimeUrl} tenantId={tenant}>
        <EarlyTaps />
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader storeName={storeName} logo={store?.theme.logo ?? DEFAULT_THEME.logo} />
        <main id="main" className="site-main">
          {children}
        </main>
        <SiteFooter storeName={storeName} socialLinks={store?.socialLinks} />
        <CartSessionSync />
        <AnalyticsTracker tenantId={tenant} />
        <ScrollToTop />
        <HydrationMark />
      </RealtimeProvider>
    </AuthSessionProvider>
  );
}
