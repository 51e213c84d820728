import { FormField } from '@/components/ui/form-field';
import { productField } from './product-field';

/** The product's SKU: the code a catalog file (CSV) names it by, unique in the store. */
export function ProductSkuField() {
  return (
    <FormField
      {...productField('sku', 'SKU')}
      hint="Optional; unique in your store, used by catalog imports"
      autoComplete="off"
    />
  );
}
