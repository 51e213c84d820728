'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** How long an anchor that is not on the page yet is waited for. */
const ANCHOR_WAIT_MS = 10_000;

/**
 * Every route change starts at the top of the page, on the storefront and in the back-office
 * alike (both specs, §2); the browser's own scroll restoration is turned off. An address with an
 * anchor (`/admin?open=workspace#dashboard-section-workspace`) goes to its anchor instead. The
 * page the browser loaded is left where it is: a shopper may have scrolled it before React ran.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const loaded = useRef(false);
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const first = !loaded.current;
    loaded.current = true;
    if (!id) {
      // Newer browsers answer scrollTo with a Promise: it must not become this effect's cleanup.
      if (!first) window.scrollTo(0, 0);
      return;
    }
    // The anchor may arrive with the page after its loading state: go to it once it is there.
    const reach = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return Boolean(target);
    };
    if (reach()) return;
    const observer = new MutationObserver(() => {
      if (reach()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);
  return null;
}
