'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/hydration-signal';

/**
 * Says that React has the page (lib/hydration-signal.ts). Effects run child first, so the event
 * waits a task for the router's own.
 */
export function HydrationMark() {
  useEffect(() => {
    const timer = setTimeout(() => window.dispatchEvent(new Event(HYDRATED_EVENT)));
    return () => clearTimeout(timer);
  }, []);
  return null;
}
