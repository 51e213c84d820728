'use client';

import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MAX_VARIANTS } from '@/lib/constants/catalog';
import { VARIANT_MESSAGES } from '@/lib/constants/variants';
import { EMPTY_VARIANT_ROW, type VariantRow } from '@/lib/variant-form';
import { ProductRowsSection, RemoveRowButton, useRowErrors, type ProductRowsProps } from './product-rows';

type Props = ProductRowsProps;

type RowProps = Props & {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

type RowField = Exclude<keyof VariantRow, 'variantId' | 'unlimited'>;

/** One variant's inputs: name, SKU, price and weight (empty: the product's), stock or unlimited. */
function VariantRowInputs({ control, register, errors, index, count, onMove, onRemove }: RowProps) {
  const shownError = useRowErrors({ control, errors }, 'variants', index);
  const unlimited = useWatch({ control, name: `variants.${index}.unlimited` });
  const name = useWatch({ control, name: `variants.${index}.name` });
  const label = name?.trim() || `Variant ${index + 1}`;
  const field = (key: RowField, text: string, extra: object = {}) => {
    const id = `variant-${index}-${key}`;
    const error = shownError(key);
    return (
      <Field id={id} label={text} error={error} className="admin-field">
        <input
          {...fieldAria(id, error)}
          className="input"
          type="text"
          {...extra}
          {...register(`variants.${index}.${key}`)}
        />
      </Field>
    );
  };
  return (
    <li className="variant-row" data-testid="variant-row">
      <fieldset className="variant-row__fields">
        <legend className="visually-hidden">{label}</legend>
        {field('name', 'Variant name', { autoComplete: 'off', placeholder: 'Size 6' })}
        {field('sku', 'Variant SKU', { autoComplete: 'off' })}
        {field('price', 'Variant price (USD)', {
          inputMode: 'decimal',
          placeholder: VARIANT_MESSAGES.usesProductPrice,
        })}
        {field('weightGrams', 'Variant weight (g)', {
          inputMode: 'numeric',
          placeholder: VARIANT_MESSAGES.usesProductWeight,
        })}
        <div>
          {field('totalInventory', 'Variant stock', { inputMode: 'numeric', disabled: unlimited })}
          <label className="admin-check">
            <input type="checkbox" {...register(`variants.${index}.unlimited`)} /> Unlimited
          </label>
        </div>
      </fieldset>
      <div className="variant-row__actions">
        <button
          type="button"
          className="button button--quiet button--small"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          Move up<span className="visually-hidden"> {label}</span>
        </button>
        <button
          type="button"
          className="button button--quiet button--small"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          Move down<span className="visually-hidden"> {label}</span>
        </button>
        <RemoveRowButton name={label} onRemove={onRemove} />
      </div>
    </li>
  );
}

/**
 * The Variants section: the ways the product is sold (sizes, glazes), each with its own name,
 * SKU, price and shipping weight (or the product's) and stock. Rows are added, reordered, and removed after asking.
 * With variants, the product's own stock is their sum.
 */
export function ProductVariantsField(form: Props) {
  const { control, errors } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variants' });
  const [removing, setRemoving] = useState<number | null>(null);
  const rows = useWatch({ control, name: 'variants' });
  const listError = errors.variants?.root?.message ?? errors.variants?.message;
  const removingName = removing === null ? '' : (rows?.[removing]?.name.trim() ?? '');
  return (
    <ProductRowsSection
      id="product-variants"
      title="Variants"
      note="Sizes, colours or glazes, each with its own stock. With variants, shoppers choose one, and the product’s stock is their sum."
      listError={listError}
      rows={fields.map((row, index) => (
        <VariantRowInputs
          key={row.id}
          {...form}
          index={index}
          count={fields.length}
          onMove={move}
          onRemove={() => setRemoving(index)}
        />
      ))}
      addLabel="Add a variant"
      canAdd={fields.length < MAX_VARIANTS}
      onAdd={() => append({ ...EMPTY_VARIANT_ROW })}
    >
      {removing !== null && (
        <ConfirmDialog
          title={VARIANT_MESSAGES.confirmRemove(removingName)}
          confirmLabel="Remove variant"
          busy={false}
          onConfirm={() => {
            remove(removing);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
          testId="variant-remove-confirm"
        >
          <p>Shoppers can no longer buy it once you save. Orders already placed keep its name.</p>
        </ConfirmDialog>
      )}
    </ProductRowsSection>
  );
}
