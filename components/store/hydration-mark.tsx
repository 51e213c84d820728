'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/hydration-signal';

/**
 * Tells the page's loader (lib/paint-first.ts) that React has it: a link held while React was
 * taking the page over is then followed. Effects run child first, so the event waits a task for
 * the router's own.
 */
export function HydrationMark() {
  useEffect(() => {
    const timer = setTimeout(() => window.dispatchEvent(new Event(HYDRATED_EVENT)));
    return () => clearTimeout(timer);
  }, []);
  return null;
}
