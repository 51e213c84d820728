import type { ComponentType } from '@/lib/schemas/templates';
import type { PageType } from '@/lib/templates';
import { ImageBlockSection, TextBlockSection } from './about-sections';
import {
  CategoryGridSection,
  FeaturedProductsSection,
  HeroSection,
  HomeProductGridSection,
  NewsletterSection,
} from './home-sections';
import { OrderListSection } from './order-sections';
import { ProductGallerySection, ProductInfoSection } from './product-sections';
import { ShopGridSection, ShopListSection } from './shop-sections';
import { TestimonialsSection } from './story-sections';
import { TemplateSections, type Section, type Sections } from './template-sections';
import type { TemplateData } from './types';
import type { PageTemplate } from '@/lib/schemas/templates';

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
const PAGE_SECTIONS: Partial<Record<PageType, Sections>> = {
  productList: { productGrid: ShopGridSection },
};

type Props = { pageType: string; config: Pick<PageTemplate, 'componentSettings'>; data: TemplateData };

/**
 * Any page with every section: the back-office preview and My Orders. The public pages use their
 * own smaller sets (home-template, shop-template, product-template, about-template).
 */
export function TemplatePage({ pageType, config, data }: Props) {
  const sections = { ...SECTIONS, ...PAGE_SECTIONS[pageType as PageType] };
  return <TemplateSections pageType={pageType} config={config} data={data} sections={sections} />;
}
