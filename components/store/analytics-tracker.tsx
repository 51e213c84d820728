'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordPageView, setConsentRequiredFor } from '@/lib/analytics';
import type { ConsentRequiredFor } from '@/lib/constants/consent';

type Props = { tenantId: string; consentRequiredFor: ConsentRequiredFor };

/** Records a page view on every route change, once consent allows (lib/analytics.ts). Renders nothing. */
export function AnalyticsTracker({ tenantId, consentRequiredFor }: Props) {
  const pathname = usePathname();
  useEffect(() => {
    setConsentRequiredFor(consentRequiredFor);
    if (pathname) void recordPageView(pathname, tenantId);
  }, [pathname, tenantId, consentRequiredFor]);
  return null;
}
