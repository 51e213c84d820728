import { CachedDataBanner } from '@/components/store/cached-data-banner';
import { HomeTemplate } from '@/components/templates/home-template';
import { listFeaturedProducts, listProducts } from '@/lib/api/products';
import { templateStore } from '@/lib/api/template-store';
import { getPageTemplate } from '@/lib/api/templates';
import { publicPageMetadata } from '@/lib/seo';
import { visibleComponents } from '@/lib/template-view';

export const metadata = publicPageMetadata('/');

// Cached per store; the api expires its tags (products, store, template) on every change they show.
export const revalidate = 300;

type Props = { params: Promise<{ tenant: string }> };

/** Home: the sections of the store's home template, in its order, with its settings. */
export default async function HomePage({ params }: Props) {
  const { tenant } = await params;
  const [config, store] = await Promise.all([getPageTemplate(tenant, 'home'), templateStore(tenant)]);
  const shown = new Set(visibleComponents(config).map((component) => component.type));
  // Only the lists a visible section shows are read.
  const [featured, all] = await Promise.all([
    shown.has('featuredProducts') || shown.has('categoryGrid') ? listFeaturedProducts(tenant) : null,
    shown.has('productGrid') ? listProducts(tenant) : null,
  ]);
  const fromBackup = featured?.dataSource === 'backup' || all?.dataSource === 'backup';
  return (
    <>
      {fromBackup && (
        <div className="container">
          <CachedDataBanner />
        </div>
      )}
      <HomeTemplate
        config={config}
        data={{ store, products: featured?.products ?? [], gridProducts: all?.products }}
      />
    </>
  );
}
