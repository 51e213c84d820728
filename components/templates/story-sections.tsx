import { OrdersList } from '@/components/account/orders-list';
import { TESTIMONIALS_AUTOPLAY_MS } from '@/lib/constants';
import { SAMPLE_TESTIMONIALS } from '@/lib/template-samples';
import { readChoice, readCount, readFlag } from '@/lib/template-view';
import { TestimonialsCarousel } from './testimonials-carousel';
import type { SectionProps } from './types';

/** The About page's words: the owner's brand story, else the store's description. */
export function TextBlockSection({ settings, data: { store } }: SectionProps) {
  const layout = readChoice(settings, 'layout', ['centered', 'left', 'wide'], 'centered');
  const maxWidth = readCount(settings, 'maxWidth', 720, 320, 1440);
  const story = store.brandStory ?? store.description ?? '';
  return (
    <section className={`section container text-block text-block--${layout}`}>
      <div className="text-block__body" style={layout === 'wide' ? undefined : { maxWidth }}>
        <p className="eyebrow">About {store.storeName}</p>
        <h1 className="page-title">Our story</h1>
        {story.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

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

/** My Orders: the customer's orders, with status and items as the template says. */
export function OrderListSection({ settings, data }: SectionProps) {
  return <OrdersList email={data.ordersEmail ?? ''} showStatus={readFlag(settings, 'showStatus', true)} showDetails={readFlag(settings, 'showDetails', true)} />;
}
