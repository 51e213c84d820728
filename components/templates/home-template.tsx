import type { PageTemplate } from '@/lib/schemas/templates';
import { ImageBlockSection, TextBlockSection } from './about-sections';
import {
  CategoryGridSection,
  FeaturedProductsSection,
  HeroSection,
  HomeProductGridSection,
  NewsletterSection,
} from './home-sections';
import { TestimonialsSection } from './story-sections';
import { TemplateSections } from './template-sections';
import type { TemplateData } from './types';

const SECTIONS = {
  hero: HeroSection,
  featuredProducts: FeaturedProductsSection,
  productGrid: HomeProductGridSection,
  categoryGrid: CategoryGridSection,
  newsletter: NewsletterSection,
  testimonials: TestimonialsSection,
  imageBlock: ImageBlockSection,
  textBlock: TextBlockSection,
};

/** The live home page: its template with the home's sections only. */
export function HomeTemplate({
  config,
  data,
}: {
  config: Pick<PageTemplate, 'componentSettings'>;
  data: TemplateData;
}) {
  return <TemplateSections pageType="home" config={config} data={data} sections={SECTIONS} />;
}
