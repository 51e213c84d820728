'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { Fieldset } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { compareAtWarning } from '@/lib/constants/price-history';
import { formatPrice } from '@/lib/money';
import type { ProductFormValues } from '@/lib/product-form';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/constants/catalog';
import { TAX_CATEGORY_LABELS } from '@/lib/tax/labels';
import { TAX_CATEGORIES } from '@/lib/schemas/tax';
import { MakingTimeField } from '../making-time-field';
import { productField } from './product-field';

/** How the product is taxed: general, or exempt wherever the store collects tax. */
function TaxCategoryField() {
  return (
    <FormField
      {...productField('taxCategory', 'Tax')}
      hint="Exempt: no tax is charged on it, wherever the store collects tax"
      control="select"
    >
      {TAX_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {TAX_CATEGORY_LABELS[category]}
        </option>
      ))}
    </FormField>
  );
}

/** Whether buyers may send it back: unticked for a piece made to order or personalised. */
function ReturnableField() {
  const { register } = useFormContext<ProductFormValues>();
  return (
    <div className="field">
      <label className="admin-check">
        <input
          type="checkbox"
          id="product-returnable"
          aria-describedby="product-returnable-hint"
          {...register('returnable')}
        />{' '}
        Can be returned
      </label>
      <small id="product-returnable-hint">
        Untick for a piece made to order or personalised: buyers cannot ask to return it
      </small>
    </div>
  );
}

/**
 * What shoppers and search engines see beyond the price: the earlier price struck through beside
 * it, the shipping weight (grams, the unit the api keeps), its making time, how it is taxed (general or exempt) and the product page's own search title
 * and description, which fall back to the name and description when left empty.
 */
export function ProductDetailsFieldset({ highestPrice30Days }: { highestPrice30Days?: number } = {}) {
  return (
    <Fieldset
      legend="Pricing, shipping and search"
      className="admin-field--wide admin-panel__grid product-form__details"
    >
      <FormField
        {...productField('compareAtPrice', 'Compare-at price')}
        hint="In USD: the earlier price, shown struck through; above the price, or empty"
        inputMode="decimal"
        placeholder="0.00"
      />
      <CompareAtWarning highestPrice30Days={highestPrice30Days} />
      <FormField
        {...productField('weightGrams', 'Weight (grams)')}
        hint="For shipping, packed"
        inputMode="numeric"
      />
      <MakingTimeField
        name="makingTime"
        id="product-makingTime"
        legend="Making time"
        hint="Shown on the product page near Add to Basket"
        withDefault
        className="admin-field--wide"
      />
      <TaxCategoryField />
      <ReturnableField />
      <FormField
        {...productField('seoTitle', 'Search title')}
        hint={`Up to ${SEO_TITLE_MAX} characters; empty uses the name`}
        maxLength={SEO_TITLE_MAX}
      />
      <FormField
        {...productField('seoDescription', 'Search summary')}
        hint={`Shown under the title in search results, up to ${SEO_DESCRIPTION_MAX} characters; empty uses the description`}
        control="textarea"
        rows={3}
        maxLength={SEO_DESCRIPTION_MAX}
      />
    </Fieldset>
  );
}

const dollarsOf = (value: string | undefined) => {
  const number = Number((value ?? '').trim().replace(/^\$\s*/, ''));
  return (value ?? '').trim() && Number.isFinite(number) ? number : null;
};

/**
 * A warning, as the owner types, when the compare-at price is above every price the piece had in
 * the last 30 days (the api's figure; for a new piece, the price being set): showing it as the
 * former price would mislead. A warning only: the owner may still save.
 */
function CompareAtWarning({ highestPrice30Days }: { highestPrice30Days?: number }) {
  const [price, compareAt] = useWatch<ProductFormValues, ['price', 'compareAtPrice']>({
    name: ['price', 'compareAtPrice'],
  });
  const compareAtDollars = dollarsOf(compareAt);
  const priceDollars = dollarsOf(price);
  if (compareAtDollars === null) return null;
  const highest = Math.max(highestPrice30Days ?? 0, priceDollars ?? 0);
  if (highest <= 0 || Math.round(compareAtDollars * 100) <= Math.round(highest * 100)) return null;
  return (
    <p className="notice notice--warning admin-field--wide" role="status" data-testid="compare-at-warning">
      {compareAtWarning(formatPrice(highest))}
    </p>
  );
}
