'use client';

import { FeaturedCarousel } from './featured-carousel';
import { hydrateOnView } from './hydrate-on-view';

/** The home's featured carousel, hydrated and started when it comes into view. */
export const FeaturedCarouselOnView = hydrateOnView(FeaturedCarousel);
