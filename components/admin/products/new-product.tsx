'use client';

import { useRouter } from 'next/navigation';
import { ProductForm } from './product-form';

/** A new product: once created, its editor opens, where images are added. */
export function NewProduct() {
  const router = useRouter();
  return (
    <div className="product-editor product-editor--single">
      <ProductForm onSaved={(product) => router.replace(`/admin/products/${product.id}`)} />
      <p className="admin-panel__hint">Images are added once the product is created.</p>
    </div>
  );
}
