'use client';

import { useEffect } from 'react';
import { markHydrated } from '@/lib/hydration-signal';

/**
 * Says that React has the page (lib/hydration-signal.ts). Effects run child first, so the mark
 * waits a task for the router's own.
 */
export function HydrationMark() {
  useEffect(() => {
    const timer = setTimeout(markHydrated);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
