import type { PageTemplate } from '@/lib/schemas/templates';
import { ShopGridSection, ShopListSection } from './shop-sections';
import { TemplateSections } from './template-sections';
import type { TemplateData } from './types';

// On the shop, the grid is its whole catalog.
const SECTIONS = { productGrid: ShopGridSection, productList: ShopListSection };

/** The live shop: the Product List template (Grid View or List View). */
export function ShopTemplate({
  config,
  data,
}: {
  config: Pick<PageTemplate, 'componentSettings'>;
  data: TemplateData;
}) {
  return <TemplateSections pageType="productList" config={config} data={data} sections={SECTIONS} />;
}
