'use client';

import { FormProvider, useWatch } from 'react-hook-form';
import { FormActions } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { ADMIN_MESSAGES } from '@/lib/messages';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import { ProductDetailsFieldset } from './product-details-fieldset';
import { productField } from './product-field';
import { ProductCategoriesField } from './product-categories-field';
import { ProductPersonalisationField } from './product-personalisation-field';
import { ProductHandleField, ProductSkuField } from './product-sku-field';
import { ProductVariantsField } from './product-variants-field';
import { useProductForm } from './use-product-form';

type Props = {
  /** The product being edited; none: a new one. Its `version` is the one an edit is made from. */
  product?: AdminProduct;
  /** After a save, with the product as the api answered it. */
  onSaved: (product: AdminProduct) => void;
};

/** The api refused an edit made from an older version: what was typed stays until the owner chooses. */
function ProductConflict({ onLoadLatest }: { onLoadLatest: () => void }) {
  return (
    <div
      role="alert"
      className="notice notice--warning product-form__conflict"
      data-testid="product-conflict"
    >
      <p>{ADMIN_MESSAGES.productChangedElsewhere}</p>
      <p className="auth-form__note">
        Your changes are still in the form. Loading the latest version replaces them.
      </p>
      <button type="button" className="button button--quiet" onClick={onLoadLatest}>
        Load the latest version
      </button>
    </div>
  );
}

/**
 * Create or edit a product (name, price in dollars, description, size, stock or unlimited,
 * metals, gemstones, featured), checked with the api's own rules. An edit names the version it
 * started from: if the product changed elsewhere meanwhile, the api refuses it and the form keeps
 * what was typed, offering to load the latest version instead.
 */
export function ProductForm({ product, onSaved }: Props) {
  const { form, problem, saved, unlimited, submit, loadLatest } = useProductForm(product, onSaved);
  const { register, control } = form;
  const variantCount = useWatch({ control, name: 'variants' })?.length ?? 0;

  return (
    <FormProvider {...form}>
      <form
        className="admin-panel product-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="product-form-title"
      >
        <h2 id="product-form-title" className="admin-panel__title">
          Details
        </h2>
        {problem?.kind === 'conflict' && <ProductConflict onLoadLatest={() => void loadLatest()} />}
        {problem?.kind === 'error' && (
          <p role="alert" className="notice notice--error">
            {problem.message}
          </p>
        )}
        <div className="admin-panel__grid">
          <FormField {...productField('name', 'Name')} autoComplete="off" />
          <FormField {...productField('price', 'Price (USD)')} inputMode="decimal" placeholder="0.00" />
          <div className="admin-field--wide">
            <FormField
              {...productField('description', 'Description')}
              control="textarea"
              rows={5}
              className="input product-form__description"
            />
          </div>
          <FormField {...productField('size', 'Size')} hint="A number or a short text, if any" />
          <div>
            <FormField
              {...productField('totalInventory', 'Stock')}
              hint={variantCount > 0 ? 'The sum of the variants’ stock, below' : 'Units ready to sell'}
              inputMode="numeric"
              disabled={unlimited || variantCount > 0}
            />
            <label className="admin-check">
              <input type="checkbox" disabled={variantCount > 0} {...register('unlimited')} /> Unlimited stock
            </label>
          </div>
          <FormField
            {...productField('metals', 'Metals')}
            hint="Separate with commas: Sterling Silver, Copper"
          />
          <FormField {...productField('gemstones', 'Gemstones')} hint="Separate with commas" />
          <ProductSkuField />
          <ProductHandleField saved={Boolean(product)} />
          <label className="admin-check admin-field--wide">
            <input type="checkbox" {...register('featured')} /> Featured on the storefront
          </label>
          <ProductCategoriesField control={control} />
          <ProductDetailsFieldset highestPrice30Days={product?.highestPrice30Days} />
          <ProductVariantsField control={control} register={register} errors={form.formState.errors} />
          <ProductPersonalisationField control={control} register={register} errors={form.formState.errors} />
        </div>
        <FormActions
          label={product ? 'Save product' : 'Create product'}
          pendingLabel="Saving…"
          className="admin-panel__actions"
        >
          {saved && (
            <p role="status" className="product-form__saved">
              Saved.
            </p>
          )}
        </FormActions>
      </form>
    </FormProvider>
  );
}
