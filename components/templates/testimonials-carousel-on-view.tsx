'use client';

import { hydrateOnView } from '@/components/store/hydrate-on-view';
import { TestimonialsCarousel } from './testimonials-carousel';

/** The testimonials, hydrated and started when they come into view. */
export const TestimonialsCarouselOnView = hydrateOnView(TestimonialsCarousel);
