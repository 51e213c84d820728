'use client';

import { hydrateOnView } from './hydrate-on-view';

/** The home's featured carousel, loaded and started when it comes into view. */
export const FeaturedCarouselOnView = hydrateOnView(() =>
  import('./featured-carousel').then((module) => module.FeaturedCarousel),
);
