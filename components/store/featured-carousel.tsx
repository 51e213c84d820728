'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { CAROUSEL_ADVANCE_MS, CAROUSEL_DELAY_MS } from '@/lib/constants/catalog';
import type { CardProduct } from '@/lib/catalog/card-product';
import { ProductCard } from './product-card';

type Props = {
  products: CardProduct[];
  /** The section's heading, also the carousel's name. */
  title?: string;
  eyebrow?: string;
  showPrice?: boolean;
  showDescription?: boolean;
};

/** How far ahead of the window the carousel starts, so it is ready when scrolled to. */
const CAROUSEL_AHEAD = '200px 0px';

/** Shoppers who ask the system for less motion get a carousel that moves only when told. */
function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The carousel's state: shown once 300 ms have passed since it came into view, the first slide shown, playing or paused,
 * and held still (pointer or focus inside). Playing and not held, it moves on every 5 s.
 */
function useCarousel(count: number) {
  const [visible, setVisible] = useState(false);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const track = useRef<HTMLUListElement>(null);
  const section = useRef<HTMLElement>(null);

  // The pieces are drawn, and the clock starts, once the carousel comes near the window: below the
  // fold it costs the first screen nothing. Without IntersectionObserver it starts at once.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        if (prefersReducedMotion()) setPlaying(false);
        setVisible(true);
      }, CAROUSEL_DELAY_MS);
    };
    const element = section.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      start();
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: CAROUSEL_AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!visible || !playing || held || count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), CAROUSEL_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [visible, playing, held, count]);

  useEffect(() => {
    const element = track.current;
    const item = element?.children[current] as HTMLElement | undefined;
    if (!element || !item || typeof element.scrollTo !== 'function') return;
    // The track is positioned, so a slide's offset is measured from the track's own start.
    element.scrollTo({ left: item.offsetLeft, behavior: 'smooth' });
  }, [current, visible]);

  const step = (direction: 1 | -1) => setCurrent((index) => (index + direction + count) % count);
  return { visible, current, playing, held, track, section, step, setPlaying, setHeld };
}

/**
 * The home's product carousel (storefront spec §2, §9): it appears 300 ms after the hero, so the
 * hero stays the first and largest paint, then moves on a piece every few seconds. Pause, Previous
 * and Next are always there; it holds still while the pointer or keyboard focus is inside it, and
 * for shoppers who prefer reduced motion it starts paused.
 */
export function FeaturedCarousel({
  products,
  title = 'Featured pieces',
  eyebrow = 'From the studio',
  showPrice = true,
  showDescription = false,
}: Props) {
  const count = products.length;
  const { visible, current, playing, held, track, section, step, setPlaying, setHeld } = useCarousel(count);

  if (!count) return null;
  return (
    <section
      ref={section}
      className="section container carousel"
      aria-labelledby="featured-title"
      aria-roledescription="carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="section__header">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id="featured-title" className="section__title">
            {title}
          </h2>
        </div>
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button"
            aria-label={playing ? 'Pause the carousel' : 'Play the carousel'}
            onClick={() => setPlaying((value) => !value)}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" className="icon-button" aria-label="Previous piece" onClick={() => step(-1)}>
            ‹
          </button>
          <button type="button" className="icon-button" aria-label="Next piece" onClick={() => step(1)}>
            ›
          </button>
        </div>
      </div>
      {visible ? (
        <ul
          ref={track}
          className="carousel__track fade-in"
          aria-label={title}
          aria-live={playing && !held ? 'off' : 'polite'}
        >
          {products.map((product, index) => (
            <li
              key={product.id}
              className="carousel__item"
              aria-roledescription="slide"
              aria-current={index === current ? 'true' : undefined}
            >
              <ProductCard product={product} showPrice={showPrice} showDescription={showDescription} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="carousel__placeholder" aria-hidden="true" data-testid="carousel-placeholder" />
      )}
      <p className="section__more">
        <Link href="/shop">See the whole collection →</Link>
      </p>
    </section>
  );
}
