'use client';

import { useWatch } from 'react-hook-form';
import { ADMIN_MESSAGES } from '@/lib/messages';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import { ProductDetailsFieldset } from './product-details-fieldset';
import { messageOf, ProductField } from './product-field';
import { ProductCategoriesField } from './product-categories-field';
import { ProductSkuField } from './product-sku-field';
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
  const { problem, saved, errors, isSubmitting, unlimited, register, input, submit, loadLatest, control } =
    useProductForm(product, onSaved);
  const variantCount = useWatch({ control, name: 'variants' })?.length ?? 0;

  return (
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
        <ProductField id="product-name" label="Name" error={messageOf(errors.name)}>
          <input className="input" type="text" autoComplete="off" {...input('name')} />
        </ProductField>
        <ProductField id="product-price" label="Price (USD)" error={messageOf(errors.price)}>
          <input className="input" type="text" inputMode="decimal" placeholder="0.00" {...input('price')} />
        </ProductField>
        <div className="admin-field--wide">
          <ProductField id="product-description" label="Description" error={messageOf(errors.description)}>
            <textarea className="input product-form__description" rows={5} {...input('description')} />
          </ProductField>
        </div>
        <ProductField
          id="product-size"
          label="Size"
          hint="A number or a short text, if any"
          error={messageOf(errors.size)}
        >
          <input className="input" type="text" {...input('size', true)} />
        </ProductField>
        <div>
          <ProductField
            id="product-totalInventory"
            label="Stock"
            hint={variantCount > 0 ? 'The sum of the variants’ stock, below' : 'Units ready to sell'}
            error={messageOf(errors.totalInventory)}
          >
            <input
              className="input"
              type="text"
              inputMode="numeric"
              disabled={unlimited || variantCount > 0}
              {...input('totalInventory', true)}
            />
          </ProductField>
          <label className="admin-check">
            <input type="checkbox" disabled={variantCount > 0} {...register('unlimited')} /> Unlimited stock
          </label>
        </div>
        <ProductField
          id="product-metals"
          label="Metals"
          hint="Separate with commas: Sterling Silver, Copper"
          error={messageOf(errors.metals)}
        >
          <input className="input" type="text" {...input('metals', true)} />
        </ProductField>
        <ProductField
          id="product-gemstones"
          label="Gemstones"
          hint="Separate with commas"
          error={messageOf(errors.gemstones)}
        >
          <input className="input" type="text" {...input('gemstones', true)} />
        </ProductField>
        <ProductSkuField errors={errors} input={input} />
        <label className="admin-check admin-field--wide">
          <input type="checkbox" {...register('featured')} /> Featured on the storefront
        </label>
        <ProductCategoriesField control={control} />
        <ProductDetailsFieldset input={input} errors={errors} />
        <ProductVariantsField control={control} register={register} errors={errors} />
      </div>
      <div className="admin-panel__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : product ? 'Save product' : 'Create product'}
        </button>
        {saved && (
          <p role="status" className="product-form__saved">
            Saved.
          </p>
        )}
      </div>
    </form>
  );
}
