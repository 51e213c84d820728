import { AccountClosedNotice } from '@/components/account/account-closed-notice';
import { CachedDataBanner } from '@/components/store/cached-data-banner';
import { HomeTemplate } from '@/components/templates/home-template';
import { shopFacets } from '@/lib/api/categories';
import { listFeaturedProducts, listProducts } from '@/lib/api/products';
import { templateStore } from '@/lib/api/template-store';
import { getPageTemplate } from '@/lib/api/templates';
import { publicPageMetadata } from '@/lib/seo';
import { CATALOG_PAGE_SIZE } from '@/lib/constants/catalog';
import { TEMPLATE_FEATURED_PRODUCTS } from '@/lib/constants/store-builder';
import { productsShown, visibleComponents } from '@/lib/template-view';

export const metadata = publicPageMetadata('/');

// Cached per store; the api expires its tags (products, store, template) on every change they show.
export const revalidate = 300;

type Props = { params: Promise<{ tenant: string }> };

/** Home: the sections of the store's home template, in its order, with its settings. */
export default async function HomePage({ params }: Props) {
  const { tenant } = await params;
  const [config, store] = await Promise.all([getPageTemplate(tenant, 'home'), templateStore(tenant)]);
  const components = visibleComponents(config);
  // Only what a visible section shows is read: its productsToShow; the category tiles pick their
  // pictures from one page of featured pieces.
  const featuredCount = components.some((component) => component.type === 'categoryGrid')
    ? CATALOG_PAGE_SIZE
    : productsShown(components, 'featuredProducts', TEMPLATE_FEATURED_PRODUCTS);
  const gridCount = productsShown(components, 'productGrid', TEMPLATE_FEATURED_PRODUCTS);
  const hasCategories = components.some((component) => component.type === 'categoryGrid');
  const [featured, all, facets] = await Promise.all([
    featuredCount > 0 ? listFeaturedProducts(tenant, featuredCount) : null,
    gridCount > 0 ? listProducts(tenant, gridCount) : null,
    hasCategories ? shopFacets(tenant) : undefined,
  ]);
  const fromBackup = featured?.dataSource === 'backup' || all?.dataSource === 'backup';
  return (
    <>
      <AccountClosedNotice />
      {fromBackup && (
        <div className="container">
          <CachedDataBanner />
        </div>
      )}
      <HomeTemplate
        config={config}
        data={{
          store,
          products: featured?.products ?? [],
          gridProducts: all?.products,
          categories: facets?.categories,
        }}
      />
    </>
  );
}
