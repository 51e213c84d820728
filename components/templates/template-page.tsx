import type { ReactElement } from 'react';
import { MESSAGES } from '@/lib/messages';
import { isPageType, type ComponentType, type PageTemplate } from '@/lib/schemas/templates';
import type { PageType } from '@/lib/templates';
import { visibleComponents } from '@/lib/template-view';
import {
  CategoryGridSection,
  FeaturedProductsSection,
  HeroSection,
  HomeProductGridSection,
  ImageBlockSection,
  NewsletterSection,
} from './home-sections';
import { ProductGallerySection, ProductInfoSection, ShopGridSection, ShopListSection } from './product-sections';
import { OrderListSection, TestimonialsSection, TextBlockSection } from './story-sections';
import type { SectionProps, TemplateData } from './types';

type Section = (props: SectionProps) => ReactElement | null;

const SECTIONS: Record<ComponentType, Section> = {
  hero: HeroSection,
  featuredProducts: FeaturedProductsSection,
  productGrid: HomeProductGridSection,
  categoryGrid: CategoryGridSection,
  newsletter: NewsletterSection,
  testimonials: TestimonialsSection,
  imageBlock: ImageBlockSection,
  productList: ShopListSection,
  productGallery: ProductGallerySection,
  productInfo: ProductInfoSection,
  textBlock: TextBlockSection,
  orderList: OrderListSection,
};

/** Where a component means something else on one page: the shop's grid is its whole catalog. */
const PAGE_SECTIONS: Partial<Record<PageType, Partial<Record<ComponentType, Section>>>> = {
  productList: { productGrid: ShopGridSection },
};

type Props = {
  pageType: string;
  /** The saved config, or the back-office's working copy. */
  config: Pick<PageTemplate, 'componentSettings'>;
  data: TemplateData;
};

/**
 * A storefront page as its template says: the visible components in their order, each with its
 * settings. The live pages and the back-office preview both render through this.
 */
export function TemplatePage({ pageType, config, data }: Props) {
  if (!isPageType(pageType)) {
    return (
      <p className="empty-state" role="alert">
        {MESSAGES.templateNotFound}
      </p>
    );
  }
  const components = visibleComponents(config);
  const sections = components.map(({ type, settings }) => {
    const Section = PAGE_SECTIONS[pageType]?.[type] ?? SECTIONS[type];
    return (
      <div key={type} className={`template-section template-section--${type}`} data-template-component={type}>
        <Section settings={settings} data={data} />
      </div>
    );
  });
  if (pageType !== 'productDetail') return <>{sections}</>;
  // Modern Split puts gallery and details side by side on wide screens; Standard stacks them.
  const split = components.some(({ type, settings }) => (type === 'productGallery' || type === 'productInfo') && settings.layout === 'split');
  return (
    <div className={`product-layout ${split ? 'product-layout--split' : 'product-layout--stacked'}`} data-layout={split ? 'split' : 'stacked'}>
      {sections}
    </div>
  );
}
