import type { Category, ShopFacets } from '@/lib/schemas/category';
import type { Product, ProductPageResponse } from '@/lib/schemas/product';
import type { ProductReviews } from '@/lib/schemas/reviews';
import type { Settings, TemplateStore } from '@/lib/template-view';

/**
 * Everything a template page renders from, passed in as props so the back-office preview can render
 * the same sections with an unsaved template and a handful of real products.
 */
export type TemplateData = {
  store: TemplateStore;
  /** Featured products on the live home; the preview's sample of real products. */
  products?: Product[];
  /** The products a productGrid shows; `products` when not given. */
  gridProducts?: Product[];
  /** The live shop: the catalog (search, loading the rest) rather than a fixed list. */
  catalog?: { featured: ProductPageResponse; tenantId: string; facets?: ShopFacets };
  /** The store's categories (home's cards, the shop's filter); the preview shows samples without them. */
  categories?: Category[];
  /** The product page's product. */
  product?: Product;
  /** The product page's making time as shoppers read it ('Ready to ship in 3 business days'), worded on the server. */
  makingTimeText?: string;
  /** The product page's first page of published reviews and its rating; absent in the preview. */
  reviews?: ProductReviews | null;
  /** The signed-in customer's address, for the order history ('' when the user has none). */
  ordersEmail?: string | null;
};

export type SectionProps = { settings: Settings; data: TemplateData };
