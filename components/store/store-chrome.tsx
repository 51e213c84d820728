import type { Session } from 'next-auth';
import type { ReactNode } from 'react';
import { ScrollToTop } from '@/components/app-shell/scroll-to-top';
import { AuthSessionProvider } from '@/components/auth/session-provider';
import { CartSessionSync } from '@/components/cart/cart-session-sync';
import { getStore } from '@/lib/api/stores';
import { AUTH_RECHECK_MS } from '@/lib/constants/auth';
import { env } from '@/lib/env';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import { CONSENT_BANNER_ID, DEFAULT_CONSENT_REQUIRED_FOR } from '@/lib/constants/consent';
import { consentBannerScript } from '@/lib/consent-cookie';
import '@/app/styles/consent.css';
import '@/app/styles/favourites.css';
import { EarlyTaps } from '@/components/app-shell/early-taps';
import { AnalyticsTracker } from './analytics-tracker';
import { ConsentBanner } from './consent-banner';
import { FavouritesSessionSync } from './favourites-session-sync';
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
 * phones), footer, session, live stock, analytics (after consent where the store asks) and
 * scroll reset. The page is cached for every visitor alike, so the consent banner is shown by a
 * script where it stands (before the first paint), from the consent cookie.
 */
export async function StoreChrome({ tenant, session, children }: Props) {
  const store = await getStore(tenant);
  const storeName = store?.storeName ?? tenant.charAt(0).toUpperCase() + tenant.slice(1);
  const consentRequiredFor = store?.consentRequiredFor ?? DEFAULT_CONSENT_REQUIRED_FOR;
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
        <FavouritesSessionSync tenant={tenant} />
        <ConsentBanner requiredFor={consentRequiredFor} tenantId={tenant} />
        <script
          dangerouslySetInnerHTML={{ __html: consentBannerScript(consentRequiredFor, CONSENT_BANNER_ID) }}
        />
        <AnalyticsTracker tenantId={tenant} consentRequiredFor={consentRequiredFor} />
        <ScrollToTop />
        <HydrationMark />
      </RealtimeProvider>
    </AuthSessionProvider>
  );
}
