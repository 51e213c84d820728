import type { PageTemplate } from '@/lib/schemas/templates';
import { ProductGallerySection, ProductInfoSection } from './product-sections';
import { TemplateSections } from './template-sections';
import type { TemplateData } from './types';

const SECTIONS = { productGallery: ProductGallerySection, productInfo: ProductInfoSection };

/** The live product page: the Product Detail template (Standard or Modern Split). */
export function ProductTemplate({
  config,
  data,
}: {
  config: Pick<PageTemplate, 'componentSettings'>;
  data: TemplateData;
}) {
  return <TemplateSections pageType="productDetail" config={config} data={data} sections={SECTIONS} />;
}
