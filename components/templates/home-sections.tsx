import Link from 'next/link';
import type { CSSProperties } from 'react';
import { FeaturedCarousel } from '@/components/store/featured-carousel';
import { Hero } from '@/components/store/hero';
import { NewsletterForm } from '@/components/store/newsletter-form';
import { ProductGrid } from '@/components/store/product-grid';
import { ProductImage } from '@/components/store/product-image';
import { cardProductOf } from '@/lib/catalog/card-product';
import {
  TEMPLATE_CATEGORY_COLUMNS,
  TEMPLATE_FEATURED_PRODUCTS,
  TEMPLATE_GRID_COLUMNS,
} from '@/lib/constants/store-builder';
import { productImageUrl } from '@/lib/product';
import type { Product } from '@/lib/schemas/product';
import { HERO_HEIGHTS } from '@/lib/schemas/templates';
import { SAMPLE_CATEGORIES } from '@/lib/template-samples';
import { readChoice, readCount, readFlag, readText } from '@/lib/template-view';
import type { SectionProps } from './types';

export function HeroSection({ settings, data: { store } }: SectionProps) {
  return (
    <Hero
      storeName={store.storeName}
      description={store.description}
      hero={store.theme.hero}
      height={readChoice(settings, 'height', HERO_HEIGHTS, 'large')}
      showOverlay={readFlag(settings, 'showOverlay', true)}
      textPosition={readChoice(settings, 'textPosition', ['left', 'center', 'right'], 'center')}
    />
  );
}

/** Card settings shared by featuredProducts and productGrid. */
function cardSettings(settings: SectionProps['settings']) {
  return {
    count: readCount(settings, 'productsToShow', TEMPLATE_FEATURED_PRODUCTS),
    columns: readCount(settings, 'columns', TEMPLATE_GRID_COLUMNS, 1, 6),
    showPrice: readFlag(settings, 'showPrice', true),
    showDescription: readFlag(settings, 'showDescription', false),
    layout: readChoice(settings, 'layout', ['grid', 'carousel', 'list'], 'grid'),
  };
}

function ProductCards({
  products,
  settings,
  title,
  eyebrow,
}: {
  products: Product[];
  settings: SectionProps['settings'];
  title: string;
  eyebrow: string;
}) {
  const { count, columns, showPrice, showDescription, layout } = cardSettings(settings);
  const shown = products.slice(0, count).map((product) => cardProductOf(product, showDescription));
  if (!shown.length) return null;
  if (layout === 'carousel')
    return (
      <FeaturedCarousel
        products={shown}
        title={title}
        eyebrow={eyebrow}
        showPrice={showPrice}
        showDescription={showDescription}
      />
    );
  return (
    <section className="section container" aria-label={title}>
      <div className="section__header">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 className="section__title">{title}</h2>
        </div>
      </div>
      <ProductGrid
        products={shown}
        view={layout === 'list' ? 'list' : 'grid'}
        columns={columns}
        showPrice={showPrice}
        showDescription={showDescription}
        label={title}
      />
      <p className="section__more">
        <Link href="/shop">See the whole collection →</Link>
      </p>
    </section>
  );
}

export function FeaturedProductsSection({ settings, data }: SectionProps) {
  return (
    <ProductCards
      products={data.products ?? []}
      settings={settings}
      title="Featured pieces"
      eyebrow="From the studio"
    />
  );
}

export function HomeProductGridSection({ settings, data }: SectionProps) {
  return (
    <ProductCards
      products={data.gridProducts ?? data.products ?? []}
      settings={settings}
      title="The collection"
      eyebrow="New at the bench"
    />
  );
}

/** A product whose name shows the category, for its tile's image. */
function imageFor(keywords: readonly string[], products: Product[]): string | null {
  const match = products.find((product) =>
    keywords.some((word) => product.name.toLowerCase().includes(word)),
  );
  return match ? productImageUrl(match.productImage, 'small') : null;
}

/**
 * The tiles: the store's categories that hold listed pieces, each opening the shop filtered to it
 * (an empty one would open an empty shop); samples in a preview, or a store, without any category.
 */
function categoryTiles(data: SectionProps['data']) {
  if (!data.categories?.length)
    return SAMPLE_CATEGORIES.map((category) => ({ ...category, href: '/shop', image: null }));
  return data.categories
    .filter((category) => category.productCount > 0)
    .map((category) => {
      const sample = SAMPLE_CATEGORIES.find((item) => item.name === category.name);
      return {
        name: category.name,
        description: `${category.productCount} ${category.productCount === 1 ? 'piece' : 'pieces'}`,
        keywords: sample?.keywords ?? [category.slug.replace(/s$/, '')],
        href: `/shop?category=${encodeURIComponent(category.slug)}`,
        image: category.image,
      };
    });
}

export function CategoryGridSection({ settings, data }: SectionProps) {
  const columns = readCount(settings, 'columns', TEMPLATE_CATEGORY_COLUMNS, 1, 6);
  const showImages = readFlag(settings, 'showImages', true);
  const aspect = readChoice(settings, 'aspectRatio', ['square', 'portrait', 'landscape'], 'square');
  const products = [...(data.products ?? []), ...(data.gridProducts ?? [])];
  const tiles = categoryTiles(data);
  // The store's categories are all empty for now: no section rather than tiles leading nowhere.
  if (tiles.length === 0) return null;
  return (
    <section className="section container" aria-labelledby="categories-title">
      <h2 id="categories-title" className="section__title">
        Shop by category
      </h2>
      <ul
        className="category-grid"
        style={{ '--grid-columns': columns } as CSSProperties}
        data-columns={columns}
      >
        {tiles.map((category) => {
          const image = showImages ? (category.image ?? imageFor(category.keywords, products)) : null;
          return (
            <li key={category.name}>
              <Link href={category.href} className={`category-tile category-tile--${aspect}`}>
                {image && <ProductImage sources={[image]} alt="" className="category-tile__image" />}
                <span className="category-tile__name">{category.name}</span>
                <span className="category-tile__text">{category.description}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function NewsletterSection({ settings }: SectionProps) {
  const background = readChoice(settings, 'backgroundColor', ['light', 'dark'], 'light');
  const heading = readText(settings, 'heading');
  return (
    <section className={`section newsletter-band newsletter-band--${background}`}>
      <div className="container">
        {heading ? (
          <NewsletterForm heading={heading} subheading={readText(settings, 'subheading')} />
        ) : (
          <NewsletterForm />
        )}
      </div>
    </section>
  );
}
