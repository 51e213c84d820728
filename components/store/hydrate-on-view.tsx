'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/** How far ahead of the window a section starts loading, so it is ready when scrolled to. */
const AHEAD = '200px 0px';

/**
 * A client component that is rendered on the server like any other, but whose code the browser
 * loads, and whose server HTML it hydrates, only once the section comes near the window. Until
 * then the server's HTML stays as it is (a Suspense boundary left dehydrated), so a section below
 * the fold costs the first screen no script. Where IntersectionObserver is missing it loads at once.
 */
export function hydrateOnView<P extends object>(load: () => Promise<ComponentType<P>>) {
  function OnView(props: P) {
    const slot = useRef<HTMLDivElement>(null);
    const [deferred] = useState(() => {
      let reveal = () => {};
      const near = new Promise<void>((resolve) => {
        reveal = resolve;
      });
      const Component = lazy(async () => {
        // The server renders it straight away; the browser waits until it is wanted.
        if (typeof window !== 'undefined') await near;
        return { default: await load() };
      });
      return { Component, reveal };
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

    return (
      <div ref={slot} className="on-view">
        <Suspense fallback={null}>
          <deferred.Component {...props} />
        </Suspense>
      </div>
    );
  }
  return OnView;
}
