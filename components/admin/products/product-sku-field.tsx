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

/** The product's address in the shop; a new one keeps the old address redirecting here. */
export function ProductHandleField({ saved }: { saved: boolean }) {
  return (
    <FormField
      {...productField('handle', 'Handle (web address)')}
      hint={
        saved
          ? 'Its page is /product/ followed by this; if you change it, the old address keeps leading here'
          : 'Optional; made from the name when left blank (silver-ring)'
      }
      autoComplete="off"
      spellCheck={false}
    />
  );
}
