'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import {
  NewProductImages,
  uploadPendingImages,
  type PendingImage,
  type UploadProgress,
} from './new-product-images';
import { ProductForm } from './product-form';

/**
 * A new product with its photos in one go: the product is created, then the chosen photos are
 * uploaded with their alt text, and its editor opens. If a photo fails, the errors stay on screen
 * with a link to the product, which exists by then.
 */
export function NewProduct() {
  const router = useRouter();
  const [images, setImages] = useState<PendingImage[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [created, setCreated] = useState<AdminProduct | null>(null);

  async function onSaved(product: AdminProduct) {
    setCreated(product);
    const result = images.length ? await uploadPendingImages(product, images, setProgress) : null;
    if (!result || result.errors.length === 0) router.replace(`/admin/products/${product.id}`);
  }

  const uploading = progress !== null && progress.done < progress.total;
  return (
    <div className="product-editor product-editor--single">
      {/* Once created, the form goes: pressing Create again would make a second product. */}
      {created ? (
        <p role="status" className="admin-panel">
          {created.name} was created.
        </p>
      ) : (
        <ProductForm onSaved={(product) => void onSaved(product)} />
      )}
      <NewProductImages images={images} onChange={setImages} disabled={created !== null} />
      {progress && (
        <div className="admin-panel" aria-live="polite">
          <label htmlFor="new-product-upload" className="field__label">
            {uploading ? `Uploading image ${progress.done + 1} of ${progress.total}…` : 'Images uploaded.'}
          </label>
          <progress id="new-product-upload" value={progress.done} max={progress.total} />
          {progress.errors.length > 0 && (
            <div role="alert" className="notice notice--error">
              <p>The product was created, but some images could not be added:</p>
              <ul>
                {progress.errors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
              {created && !uploading && <Link href={`/admin/products/${created.id}`}>Open the product</Link>}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
