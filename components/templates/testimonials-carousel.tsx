'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Testimonial } from '@/lib/template-samples';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION).matches : false;

type Props = {
  testimonials: readonly Testimonial[];
  autoplay: boolean;
  autoplaySpeed: number;
  style: string;
};

/**
 * One testimonial at a time, moving on every `autoplaySpeed` ms. It holds still while hovered,
 * stops when the shopper pauses it or moves into it with the keyboard (until Play is pressed), and
 * never starts by itself for shoppers who ask for reduced motion (who may still press Play).
 */
export function TestimonialsCarousel({ testimonials, autoplay, autoplaySpeed, style }: Props) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [held, setHeld] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const reducedMotion = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  const wantsToPlay = choice ? choice === 'play' : autoplay && !reducedMotion;
  const playing = wantsToPlay && !held && testimonials.length > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % testimonials.length),
      autoplaySpeed,
    );
    return () => clearInterval(timer);
  }, [playing, autoplaySpeed, testimonials.length]);

  if (!testimonials.length) return null;
  const go = (step: number) =>
    setIndex((current) => (current + step + testimonials.length) % testimonials.length);
  return (
    <div
      className={`testimonials testimonials--${style}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={(event) => {
        // The Play/Pause button decides for itself; anything else focused stops the rotation.
        if ((event.target as Node) !== toggle.current) setChoice('pause');
      }}
    >
      {/* Announced only when the shopper moves it, not on every automatic turn. */}
      <div className="testimonials__viewport" aria-live={playing ? 'off' : 'polite'}>
        {testimonials.map((testimonial, position) => (
          <figure
            key={testimonial.name}
            className="testimonial"
            hidden={position !== index}
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${testimonials.length}`}
          >
            <blockquote className="testimonial__quote">“{testimonial.quote}”</blockquote>
            <figcaption className="testimonial__author">
              {testimonial.name}, <span>{testimonial.place}</span>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="testimonials__controls">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous testimonial"
          onClick={() => go(-1)}
        >
          ‹
        </button>
        {testimonials.length > 1 && (
          <button
            ref={toggle}
            type="button"
            className="button button--ghost testimonials__toggle"
            onClick={() => setChoice(wantsToPlay ? 'pause' : 'play')}
          >
            {wantsToPlay ? 'Pause testimonials' : 'Play testimonials'}
          </button>
        )}
        <button type="button" className="icon-button" aria-label="Next testimonial" onClick={() => go(1)}>
          ›
        </button>
      </div>
    </div>
  );
}
