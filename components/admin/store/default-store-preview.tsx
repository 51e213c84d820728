import type { ReactNode } from 'react';
import { STORE_PREVIEW_PRODUCTS } from '@/lib/constants/store-builder';
import { formatPrice } from '@/lib/money';
import { productImageUrl } from '@/lib/product';
import type { Product } from '@/lib/schemas/product';
import { ProductImage } from '@/components/store/product-image';

/** The default preview's navigation and footer, as the back-office spec (§2) names them. */
export const DEFAULT_PREVIEW_NAV = ['Home', 'Shop', 'About', 'Contact'] as const;
export const DEFAULT_PREVIEW_FOOTER = ['About Us', 'Contact', 'Follow Us'] as const;

type Props = {
  storeName: string;
  /** The header's brand: the logo when the store has one, else its name. */
  brand: ReactNode;
  products: Product[];
  /** Loading, an error, or no products: shown under the header. */
  status?: ReactNode;
};

/**
 * The store screen's preview before a page is chosen (back-office spec §2): a miniature store with
 * its header, the four links, up to six products each with price, seller and Add to Cart, and the
 * footer. Nothing in it is live; it shows how the theme dresses a store.
 */
export function DefaultStorePreview({ storeName, brand, products, status }: Props) {
  return (
    <div className="default-preview" data-testid="default-store-preview" inert>
      <header className="store-preview__bar default-preview__header">
        {brand}
        <nav aria-label="Store preview">
          <ul className="default-preview__nav">
            {DEFAULT_PREVIEW_NAV.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </nav>
      </header>
      {status}
      <ul className="default-preview__products" aria-label="Preview products">
        {products.slice(0, STORE_PREVIEW_PRODUCTS).map((product) => {
          const image = productImageUrl(product.productImage, 'small');
          return (
            <li key={product.id} className="default-preview__product">
              <ProductImage sources={[image]} alt="" className="default-preview__image" />
              <h3 className="default-preview__name">{product.name}</h3>
              <p className="default-preview__price">{formatPrice(product.price)}</p>
              <p className="default-preview__seller">{storeName}</p>
              <button type="button" className="button default-preview__add">
                Add to Cart
              </button>
            </li>
          );
        })}
      </ul>
      <footer className="default-preview__footer">
        <ul>
          {DEFAULT_PREVIEW_FOOTER.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </footer>
    </div>
  );
}
