import type { Metadata } from 'next';
import { MadeInAlaskaMark } from '@/components/store/made-in-alaska-mark';
import { TemplatePage } from '@/components/templates';
import { listFeaturedProducts } from '@/lib/api/products';
import { templateStore } from '@/lib/api/template-store';
import { getPageTemplate } from '@/lib/api/templates';

// Lists are read fresh on every visit (the api caches them), so a dead api shows at once.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Shop', alternates: { canonical: '/shop' } };

type Props = { params: Promise<{ tenant: string }> };

/**
 * The shop: featured pieces rendered here, regular ones appended by the catalog as you scroll, in
 * the Product List template's Grid View or List View.
 */
export default async function ShopPage({ params }: Props) {
  const { tenant } = await params;
  const [featured, config, store] = await Promise.all([listFeaturedProducts(tenant), getPageTemplate(tenant, 'productList'), templateStore(tenant)]);
  return (
    <div className="container page">
      <header className="page-header shop-header">
        <div>
          <p className="eyebrow">The collection</p>
          <h1 className="page-title">Shop</h1>
          <p className="page-lead">Sterling silver and stoneware, each piece made by hand in our Alaska studio.</p>
        </div>
        <MadeInAlaskaMark size={84} className="shop-header__mark" />
      </header>
      <TemplatePage pageType="productList" config={config} data={{ store, catalog: { featured, tenantId: tenant } }} />
    </div>
  );
}
