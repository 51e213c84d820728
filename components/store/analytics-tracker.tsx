'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordPageView } from '@/lib/analytics';

/** Records a page view on every route change. Renders nothing. */
export function AnalyticsTracker({ tenantId }: { tenantId: string }) {
  const pathname = usePathname();
  useEffect(() => {
    if (pathname) void recordPageView(pathname, tenantId);
  }, [pathname, tenantId]);
  return null;
}
