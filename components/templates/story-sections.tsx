import { TESTIMONIALS_AUTOPLAY_MS } from '@/lib/constants/store-builder';
import { SAMPLE_TESTIMONIALS } from '@/lib/template-samples';
import { readChoice, readCount, readFlag } from '@/lib/template-view';
import { TestimonialsCarousel } from './testimonials-carousel';
import type { SectionProps } from './types';

export function TestimonialsSection({ settings }: SectionProps) {
  return (
    <section className="section container" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="section__title">
        From our collectors
      </h2>
      <TestimonialsCarousel
        testimonials={SAMPLE_TESTIMONIALS}
        autoplay={readFlag(settings, 'autoplay', true)}
        autoplaySpeed={readCount(settings, 'autoplaySpeed', TESTIMONIALS_AUTOPLAY_MS, 1000, 30_000)}
        style={readChoice(settings, 'style', ['cards', 'carousel', 'quotes'], 'cards')}
      />
    </section>
  );
}
