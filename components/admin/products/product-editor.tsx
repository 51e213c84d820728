'use client';

import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { PRODUCT_MESSAGES } from '@/lib/admin-lists';
import { fetchAdminProduct } from '@/lib/client/admin-catalog';
import { isClientError } from '@/lib/client/stores';
import { MESSAGES } from '@/lib/messages';
import { productPath } from '@/lib/product-address';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import { ArchiveControl } from './archive-control';
import { ProductForm } from './product-form';
import { ProductImages } from './product-images';

async function loadProduct(id: string): Promise<AdminProduct> {
  const result = await fetchAdminProduct(id);
  if (isClientError(result)) throw new Error(result.error);
  return result;
}

/**
 * One product's editor: details, images and archiving. The version edits are made from moves on
 * only with this page's own saves (or an explicit reload), never behind the owner's back, so an
 * edit made elsewhere meanwhile is refused rather than overwritten.
 */
export function ProductEditor({ id }: { id: string }) {
  const { data, error, isLoading, mutate } = useSWR(['admin-product', id], () => loadProduct(id), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  const [current, setCurrent] = useState<AdminProduct | null>(null);
  const product = current ?? data;

  if (isLoading)
    return (
      <p role="status" className="admin-status">
        {MESSAGES.loading}
      </p>
    );
  if (error || !product) {
    return (
      <div role="alert" className="notice notice--error">
        <p>{error instanceof Error ? error.message : PRODUCT_MESSAGES.loadFailed}</p>
        <button type="button" className="button" onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <>
      <header className="admin-list-header">
        <div>
          <p className="eyebrow">
            <Link href="/admin/products">My Products</Link>
          </p>
          <h1 className="page-title">{product.name}</h1>
        </div>
        {product.archived ? (
          <span className="status-pill">Archived</span>
        ) : (
          <a href={productPath(product)} className="button button--secondary" target="_blank" rel="noopener">
            View in shop
          </a>
        )}
      </header>
      <div className="product-editor">
        <ProductForm product={product} onSaved={setCurrent} />
        <div className="admin-stack">
          <ProductImages
            product={product}
            onChange={(changed) => setCurrent({ ...product, images: changed.images })}
          />
          <ArchiveControl product={product} onChange={setCurrent} />
        </div>
      </div>
    </>
  );
}
