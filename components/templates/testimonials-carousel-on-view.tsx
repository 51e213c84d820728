'use client';

import { hydrateOnView } from '@/components/store/hydrate-on-view';

/** The testimonials, loaded and started when they come into view. */
export const TestimonialsCarouselOnView = hydrateOnView(() =>
  import('./testimonials-carousel').then((module) => module.TestimonialsCarousel),
);
