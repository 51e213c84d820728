import Link from 'next/link';
import { cartProductOf } from '@/lib/cart/cart-item';
import { VARIANT_MESSAGES } from '@/lib/constants/variants';
import { STOREFRONT_MESSAGES as MESSAGES } from '@/lib/messages/storefront';
import { formatPrice } from '@/lib/money';
import { isPurchasable, productImageUrl, productSize } from '@/lib/product';
import { descriptionText } from '@/lib/product-description';
import { anyInStock, choiceLabel, hasVariants, priceRange, variantsOf } from '@/lib/product-variants';
import type { CardProduct } from '@/lib/catalog/card-product';
import { AddToBasketButton } from './add-to-basket-button';
import { FavouriteButton } from './favourite-button';
import { ProductCardLink } from './product-card-link';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { productPath } from '@/lib/product-address';

type Props = {
  product: CardProduct;
  /** In the first row: its image loads at once. */
  priority?: boolean;
  /** Its image is the page's largest paint: preloaded with high priority. */
  lcp?: boolean;
  /** Template settings (featuredProducts, productGrid, productList): price shown, description too. */
  showPrice?: boolean;
  showDescription?: boolean;
  /** A list row (List View) rather than a grid card. */
  variant?: 'card' | 'row';
};

/**
 * A product in the grid: image, name, size, price and either Add to Basket or Out of Stock. It has
 * no directive: a server grid renders it on the server, where only its link (which records the
 * click), its image (which falls back on an error) and its button reach the browser; a browser list
 * (search results, the carousel, the shop's further pages) renders it there.
 */
export function ProductCard({
  product,
  priority = false,
  lcp = false,
  showPrice = true,
  showDescription = false,
  variant = 'card',
}: Props) {
  const size = productSize(product);
  const ownImage = typeof product.productImage === 'string' ? product.productImage : null;
  return (
    <article
      className={variant === 'row' ? 'product-card product-card--row' : 'product-card'}
      data-testid="product-card"
    >
      <ProductCardLink product={{ id: product.id, handle: product.handle, name: product.name }}>
        <div className="product-card__media">
          <ProductImage
            sources={[productImageUrl(product.productImage, 'small'), ownImage]}
            // The owner's alt text says what the photo shows; without it, or when it only repeats
            // the name, the image is left unnamed: the heading below names the link already.
            alt={cardImageAlt(product)}
            className="product-card__image"
            eager={priority}
            priority={lcp}
            sizes={variant === 'row' ? '(max-width: 768px) 30vw, 160px' : '(max-width: 768px) 50vw, 25vw'}
          />
        </div>
        <h3 className="product-card__name">{product.name}</h3>
      </ProductCardLink>
      {/* After the name in reading order; drawn over the photo's corner. */}
      <FavouriteButton productId={product.id} className="product-card__favourite" />
      {showDescription && product.description && (
        <p className="product-card__description">{descriptionText(product.description)}</p>
      )}
      <div className="product-card__details">
        {size && <p className="product-card__size">Size {size}</p>}
        {showPrice && <CardPrice product={product} />}
      </div>
      {hasVariants(product) ? (
        <VariantsAction product={product} />
      ) : isPurchasable(product) && asksQuestions(product) ? (
        <Link href={productPath(product)} className="button product-card__action" data-testid="personalise">
          Personalise<span className="visually-hidden"> {product.name}</span>
        </Link>
      ) : isPurchasable(product) ? (
        <AddToBasketButton
          product={cartProductOf(product)}
          className="button--primary product-card__action"
        />
      ) : (
        <p className="product-card__sold-out">{MESSAGES.outOfStock}</p>
      )}
    </article>
  );
}

/** Whether it asks questions: a card's copy says so, a full product lists them. */
const asksQuestions = (product: CardProduct & { personalisation?: unknown[] }) =>
  Boolean(product.asksQuestions || product.personalisation?.length);

/** The photo's alt text, unless it says no more than the product's name beside it. */
function cardImageAlt(product: CardProduct): string {
  const alt = product.imageAlts?.[0]?.trim() ?? '';
  return alt.toLowerCase() === product.name.trim().toLowerCase() ? '' : alt;
}

/** The card's price: for variants of different prices, "From" the lowest. */
function CardPrice({ product }: { product: CardProduct }) {
  const { min, max } = priceRange(product);
  if (min === max)
    return <ProductPrice product={{ ...product, price: min }} className="product-card__price" />;
  return <p className="product-card__price">{VARIANT_MESSAGES.fromPrice(formatPrice(min))}</p>;
}

/** A product with variants is chosen on its page ("Choose a size"); sold out only when all are. */
function VariantsAction({ product }: { product: CardProduct }) {
  if (!anyInStock(product)) return <p className="product-card__sold-out">{MESSAGES.outOfStock}</p>;
  const label = choiceLabel(variantsOf(product), product.optionNames);
  return (
    <Link href={productPath(product)} className="button product-card__action" data-testid="choose-variant">
      {VARIANT_MESSAGES.chooseOnPage(label)}
      <span className="visually-hidden"> for {product.name}</span>
    </Link>
  );
}
