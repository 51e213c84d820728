'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { SignedOutSession } from '@/components/auth/session-context';
import { useViewerRole } from '@/components/auth/use-viewer-role';
import { TemplatePage } from '@/components/templates';
import { fetchPreviewProducts, isClientError } from '@/lib/client/stores';
import { STORE_PREVIEW_PRODUCTS } from '@/lib/constants/store-builder';
import { MESSAGES } from '@/lib/messages';
import type { Product } from '@/lib/schemas/product';
import type { Theme } from '@/lib/schemas/store';
import { PAGE_TYPE_LABELS, isPageType, type PageTemplate } from '@/lib/schemas/templates';
import { safeImageUrl, themeVariables } from '@/lib/theme';
import { DefaultStorePreview } from './default-store-preview';

type Props = {
  /** The page chosen on the Layout tab; null before one is, for the default store preview. */
  pageType: string | null;
  template: PageTemplate | undefined;
  storeName: string;
  description: string | null;
  brandStory: string | null;
  /** The working theme, unsaved edits included. */
  theme: Theme;
};

type Products =
  { state: 'loading' } | { state: 'ready'; products: Product[] } | { state: 'error'; message: string };

/**
 * The live preview: the chosen page through the storefront's own sections, wearing the working
 * theme as CSS variables on its frame, with a few of the store's real products.
 */
export function StorePreview({ pageType, template, storeName, description, brandStory, theme }: Props) {
  const [products, setProducts] = useState<Products>({ state: 'loading' });
  const owner = useViewerRole() === 'admin';

  useEffect(() => {
    let cancelled = false;
    void fetchPreviewProducts(STORE_PREVIEW_PRODUCTS).then((result) => {
      if (cancelled) return;
      setProducts(
        isClientError(result)
          ? { state: 'error', message: result.error }
          : { state: 'ready', products: result },
      );
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const logo = safeImageUrl(theme.logo.url);
  const list = products.state === 'ready' ? products.products : [];
  const brand = logo ? (
    // eslint-disable-next-line @next/next/no-img-element -- the store's own logo
    <img
      src={logo}
      alt={theme.logo.altText || storeName}
      style={{ maxWidth: theme.logo.maxWidth }}
      className="brand__logo"
    />
  ) : (
    <span className="brand__name">{storeName}</span>
  );
  return (
    <section className="store-preview" aria-label="Preview">
      <p className="store-preview__caption">
        Preview:{' '}
        {pageType === null ? 'Your store' : isPageType(pageType) ? PAGE_TYPE_LABELS[pageType] : pageType}
      </p>
      {owner && <p className="store-preview__note">{MESSAGES.ownerViewsReadOnly}</p>}
      {/* The frame scrolls and everything in it is inert: it takes the focus itself, so a keyboard can scroll it. */}
      <div
        className="theme-root store-preview__frame"
        style={themeVariables(theme) as CSSProperties}
        data-testid="store-preview"
        role="group"
        aria-label="Store preview"
        tabIndex={0}
      >
        {pageType !== null && <div className="store-preview__bar">{brand}</div>}
        {pageType !== null && <PreviewMessages products={products} />}
        {pageType === null ? (
          <DefaultStorePreview
            storeName={storeName}
            brand={brand}
            products={list}
            status={<PreviewMessages products={products} />}
          />
        ) : template || !isPageType(pageType) ? (
          <div className="store-preview__page" inert>
            {/* Inside, no one is signed in: the cards show what shoppers see, not the owner's notice. */}
            <SignedOutSession>
              <TemplatePage
                pageType={pageType}
                config={template ?? { componentSettings: [] }}
                data={{
                  store: { storeName, description, brandStory, theme },
                  products: list,
                  product: list[0],
                }}
              />
            </SignedOutSession>
          </div>
        ) : (
          <p className="store-preview__message">{MESSAGES.loading}</p>
        )}
      </div>
    </section>
  );
}

/** Loading, the load's error, or that the store has no products yet. */
function PreviewMessages({ products }: { products: Products }) {
  if (products.state === 'loading')
    return (
      <p role="status" className="store-preview__message">
        {MESSAGES.loading}
      </p>
    );
  if (products.state === 'error')
    return (
      <p role="alert" className="store-preview__message">
        {products.message}
      </p>
    );
  if (products.products.length === 0)
    return <p className="store-preview__message">{MESSAGES.previewNoProducts}</p>;
  return null;
}
