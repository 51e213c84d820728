import type { Metadata } from 'next';
import { MadeInAlaskaMark } from '@/components/store/made-in-alaska-mark';
import { GiftCardShopLink } from '@/components/gift-cards/gift-card-shop-link';
import { ShopTemplate } from '@/components/templates/shop-template';
import { shopFacets } from '@/lib/api/categories';
import { listFeaturedProducts } from '@/lib/api/products';
import { getStore } from '@/lib/api/stores';
import { templateStore } from '@/lib/api/template-store';
import { getPageTemplate } from '@/lib/api/templates';
import { publicPageMetadata } from '@/lib/seo';

// Cached per store; the api expires its tags (products, store, template) on every change they show.
export const revalidate = 300;

export const metadata: Metadata = publicPageMetadata('/shop', 'Shop');

type Props = { params: Promise<{ tenant: string }> };

/**
 * The shop: featured pieces rendered here, regular ones appended by the catalog as you scroll, in
 * the Product List template's Grid View or List View.
 */
export default async function ShopPage({ params }: Props) {
  const { tenant } = await params;
  const [featured, facets, config, store, record] = await Promise.all([
    listFeaturedProducts(tenant),
    shopFacets(tenant),
    getPageTemplate(tenant, 'productList'),
    templateStore(tenant),
    getStore(tenant),
  ]);
  return (
    <div className="container page">
      <header className="page-header shop-header">
        <div>
          <p className="eyebrow">The collection</p>
          <h1 className="page-title">Shop</h1>
          <p className="page-lead">
            Sterling silver and stoneware, each piece made by hand in our Alaska studio.
          </p>
          <GiftCardShopLink offered={record?.giftCards ?? false} />
        </div>
        <MadeInAlaskaMark size={84} className="shop-header__mark" />
      </header>
      <ShopTemplate config={config} data={{ store, catalog: { featured, tenantId: tenant, facets } }} />
    </div>
  );
}
