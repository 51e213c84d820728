'use client';

import type { FieldErrors } from 'react-hook-form';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/constants/catalog';
import type { ProductFormField, ProductFormValues } from '@/lib/product-form';
import { messageOf, ProductField } from './product-field';

type Props = {
  /** The form's input props for a field (id, aria and registration), from useProductForm. */
  input: (name: ProductFormField, hint?: boolean) => object;
  errors: FieldErrors<ProductFormValues>;
};

/**
 * What shoppers and search engines see beyond the price: the earlier price struck through beside
 * it, the shipping weight (grams, the unit the api keeps) and the product page's own search title
 * and description, which fall back to the name and description when left empty.
 */
export function ProductDetailsFieldset({ input, errors }: Props) {
  return (
    <fieldset className="admin-field--wide admin-panel__grid product-form__details">
      <legend className="field__label">Pricing, shipping and search</legend>
      <ProductField
        id="product-compareAtPrice"
        label="Compare-at price"
        hint="In USD: the earlier price, shown struck through; above the price, or empty"
        error={messageOf(errors.compareAtPrice)}
      >
        <input
          className="input"
          type="text"
          inputMode="decimal"
          placeholder="0.00"
          {...input('compareAtPrice', true)}
        />
      </ProductField>
      <ProductField
        id="product-weightGrams"
        label="Weight (grams)"
        hint="For shipping, packed"
        error={messageOf(errors.weightGrams)}
      >
        <input className="input" type="text" inputMode="numeric" {...input('weightGrams', true)} />
      </ProductField>
      <ProductField
        id="product-seoTitle"
        label="Search title"
        hint={`Up to ${SEO_TITLE_MAX} characters; empty uses the name`}
        error={messageOf(errors.seoTitle)}
      >
        <input className="input" type="text" maxLength={SEO_TITLE_MAX} {...input('seoTitle', true)} />
      </ProductField>
      <ProductField
        id="product-seoDescription"
        label="Search summary"
        hint={`Shown under the title in search results, up to ${SEO_DESCRIPTION_MAX} characters; empty uses the description`}
        error={messageOf(errors.seoDescription)}
      >
        <textarea
          className="input"
          rows={3}
          maxLength={SEO_DESCRIPTION_MAX}
          {...input('seoDescription', true)}
        />
      </ProductField>
    </fieldset>
  );
}
