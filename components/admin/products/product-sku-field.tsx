import type { FieldErrors } from 'react-hook-form';
import type { ProductFormField, ProductFormValues } from '@/lib/product-form';
import { messageOf, ProductField } from './product-field';

type Props = {
  errors: FieldErrors<ProductFormValues>;
  input: (name: ProductFormField, hint?: boolean) => object;
};

/** The product's SKU: the code a catalog file (CSV) names it by, unique in the store. */
export function ProductSkuField({ errors, input }: Props) {
  return (
    <ProductField
      id="product-sku"
      label="SKU"
      hint="Optional; unique in your store, used by catalog imports"
      error={messageOf(errors.sku)}
    >
      <input className="input" type="text" autoComplete="off" {...input('sku', true)} />
    </ProductField>
  );
}
