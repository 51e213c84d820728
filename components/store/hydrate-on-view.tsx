'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/** How far ahead of the window a section starts, so it is ready when scrolled to. */
const AHEAD = '200px 0px';

/**
 * A client component that the server renders in the page's HTML like any other, but that the
 * browser hydrates (brings to life) only once it comes near the window. Until then its server HTML
 * stays as it is, a Suspense boundary left dehydrated, so a section below the fold costs the first
 * screen no rendering work. Where IntersectionObserver is missing it starts at once.
 */
export function hydrateOnView<P extends object>(Component: ComponentType<P>) {
  function OnView(props: P) {
    const slot = useRef<HTMLDivElement>(null);
    const [deferred] = useState(() => {
      let reveal = () => {};
      const near = new Promise<void>((resolve) => {
        reveal = resolve;
      });
      const Waiting = lazy(async () => {
        await near;
        return { default: Component };
      });
      return { Waiting, reveal };
    });

    useEffect(() => {
      const element = slot.current;
      if (!element || typeof IntersectionObserver !== 'function') return deferred.reveal();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          deferred.reveal();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [deferred]);

    // The server renders it straight into the HTML (nothing to wait for, nothing streamed later);
    // the browser waits for the window before hydrating it.
    const server = typeof window === 'undefined';
    return (
      <div ref={slot} className="on-view">
        <Suspense fallback={null}>
          {server ? <Component {...props} /> : <deferred.Waiting {...props} />}
        </Suspense>
      </div>
    );
  }
  return OnView;
}
