import { Suspense } from 'react';
import { CachedDataBanner } from '@/components/store/cached-data-banner';
import { FeaturedCarousel } from '@/components/store/featured-carousel';
import { Hero } from '@/components/store/hero';
import { NewsletterForm } from '@/components/store/newsletter-form';
import { Skeleton } from '@/components/ui/skeleton';
import { listFeaturedProducts } from '@/lib/api/products';
import { getStore } from '@/lib/api/stores';
import { DEFAULT_THEME } from '@/lib/schemas/store';

// The featured list is read fresh on every visit (the api caches it), so a dead api shows at once.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

async function FeaturedSection({ tenant }: { tenant: string }) {
  const featured = await listFeaturedProducts(tenant);
  return (
    <>
      {featured.dataSource === 'backup' && (
        <div className="container">
          <CachedDataBanner />
        </div>
      )}
      <FeaturedCarousel products={featured.products} />
    </>
  );
}

/** Home: the hero at once, the featured carousel as soon as it loads, then the newsletter. */
export default async function HomePage({ params }: Props) {
  const { tenant } = await params;
  const store = await getStore(tenant);
  return (
    <>
      <Hero
        storeName={store?.storeName ?? tenant}
        description={store?.description ?? null}
        hero={store?.theme.hero ?? DEFAULT_THEME.hero}
      />
      <Suspense fallback={<Skeleton className="section container skeleton--carousel" />}>
        <FeaturedSection tenant={tenant} />
      </Suspense>
      <section className="section container">
        <NewsletterForm />
      </section>
    </>
  );
}
