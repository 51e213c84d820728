'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Every route change starts at the top of the page, on the storefront and in the back-office
 * alike (both specs, §2); the browser's own scroll restoration is turned off. An address with an
 * anchor (`/admin?open=workspace#dashboard-section-workspace`) goes to its anchor instead.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
