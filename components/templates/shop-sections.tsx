import { ProductGrid, ProductGridItems } from '@/components/store/product-grid';
import { cardProductOf, cardProductPageOf } from '@/lib/catalog/card-product';
import { ShopCatalog, type CatalogDisplay } from '@/components/store/shop-catalog';
import { TEMPLATE_GRID_COLUMNS } from '@/lib/constants/store-builder';
import { readCount, readFlag } from '@/lib/template-view';
import type { SectionProps } from './types';

/** The live shop: its first page's cards rendered here on the server, the rest in the browser. */
function LiveCatalog({
  catalog,
  display,
}: {
  catalog: NonNullable<SectionProps['data']['catalog']>;
  display: CatalogDisplay;
}) {
  const featured = cardProductPageOf(catalog.featured, display.showDescription);
  return (
    <ShopCatalog
      featured={featured}
      tenantId={catalog.tenantId}
      facets={catalog.facets}
      display={display}
      firstCards={
        <ProductGridItems
          products={featured.products}
          view={display.view}
          showPrice={display.showPrice}
          showDescription={display.showDescription}
          preloadFirst
        />
      }
    />
  );
}

/** Product List's Grid View: on the live shop the whole catalog, in the preview its sample. */
export function ShopGridSection({ settings, data }: SectionProps) {
  const display = {
    view: 'grid' as const,
    columns: readCount(settings, 'columns', TEMPLATE_GRID_COLUMNS, 1, 6),
    showPrice: readFlag(settings, 'showPrice', true),
    showDescription: readFlag(settings, 'showDescription', false),
  };
  // The shop lists every piece: productsToShow is for the home page's grid, not the catalog.
  if (data.catalog) return <LiveCatalog catalog={data.catalog} display={display} />;
  return (
    <ProductGrid
      products={(data.products ?? []).map((product) => cardProductOf(product, display.showDescription))}
      {...display}
    />
  );
}

/** Product List's List View: rows with descriptions. */
export function ShopListSection({ settings, data }: SectionProps) {
  const display = {
    view: 'list' as const,
    showPrice: true,
    showDescription: readFlag(settings, 'showDescription', true),
  };
  if (data.catalog) return <LiveCatalog catalog={data.catalog} display={display} />;
  return (
    <ProductGrid
      products={(data.products ?? []).map((product) => cardProductOf(product, display.showDescription))}
      {...display}
    />
  );
}
