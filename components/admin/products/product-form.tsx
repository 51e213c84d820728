'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { createProduct, fetchAdminProduct, updateProduct } from '@/lib/client/admin-catalog';
import { isClientError } from '@/lib/client/stores';
import { ADMIN_MESSAGES } from '@/lib/messages';
import {
  EMPTY_PRODUCT_FORM,
  formFieldOf,
  productBody,
  productFormSchema,
  productFormValues,
  type ProductFormField,
  type ProductFormValues,
} from '@/lib/product-form';
import type { AdminProduct } from '@/lib/schemas/admin-products';

type Props = {
  /** The product being edited; none: a new one. Its `version` is the one an edit is made from. */
  product?: AdminProduct;
  /** After a save, with the product as the api answered it. */
  onSaved: (product: AdminProduct) => void;
};

type Problem = { kind: 'conflict' } | { kind: 'error'; message: string };

/** The first message of a field's error (a list field may carry one per entry). */
function messageOf(error: FieldError | undefined): string | undefined {
  return error?.message;
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field admin-field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="auth-form__note">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: boolean, error: unknown) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/**
 * Create or edit a product (name, price in dollars, description, size, stock or unlimited,
 * metals, gemstones, featured), checked with the api's own rules. An edit names the version it
 * started from: if the product changed elsewhere meanwhile, the api refuses it and the form keeps
 * what was typed, offering to load the latest version instead.
 */
export function ProductForm({ product, onSaved }: Props) {
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
    mode: 'onTouched',
  });
  const unlimited = useWatch({ control, name: 'unlimited' });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    setSaved(false);
    const body = productBody(values);
    const result = product
      ? await updateProduct(product.id, { ...body, version: product.version })
      : await createProduct(body);
    if (isClientError(result)) {
      if (result.code === 'VERSION_CONFLICT') return setProblem({ kind: 'conflict' });
      const field = formFieldOf(result.field);
      if (field) return setError(field, { type: 'server', message: result.error }, { shouldFocus: true });
      return setProblem({ kind: 'error', message: result.error });
    }
    reset(productFormValues(result));
    setSaved(true);
    onSaved(result);
  });

  /** Drops what was typed for the product as it is now. */
  async function loadLatest() {
    if (!product) return;
    const latest = await fetchAdminProduct(product.id);
    if (isClientError(latest)) return setProblem({ kind: 'error', message: latest.error });
    reset(productFormValues(latest));
    setProblem(null);
    onSaved(latest);
  }

  const input = (name: ProductFormField, hint = false) => ({
    id: `product-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`product-${name}`, hint, errors[name]),
    ...register(name),
  });

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
      {problem?.kind === 'conflict' && (
        <div
          role="alert"
          className="notice notice--warning product-form__conflict"
          data-testid="product-conflict"
        >
          <p>{ADMIN_MESSAGES.productChangedElsewhere}</p>
          <p className="auth-form__note">
            Your changes are still in the form. Loading the latest version replaces them.
          </p>
          <button type="button" className="button button--quiet" onClick={() => void loadLatest()}>
            Load the latest version
          </button>
        </div>
      )}
      {problem?.kind === 'error' && (
        <p role="alert" className="notice notice--error">
          {problem.message}
        </p>
      )}
      <div className="admin-panel__grid">
        <Field id="product-name" label="Name" error={messageOf(errors.name)}>
          <input className="input" type="text" autoComplete="off" {...input('name')} />
        </Field>
        <Field id="product-price" label="Price (USD)" error={messageOf(errors.price)}>
          <input className="input" type="text" inputMode="decimal" placeholder="0.00" {...input('price')} />
        </Field>
        <div className="admin-field--wide">
          <Field id="product-description" label="Description" error={messageOf(errors.description)}>
            <textarea className="input product-form__description" rows={5} {...input('description')} />
          </Field>
        </div>
        <Field
          id="product-size"
          label="Size"
          hint="A number or a short text, if any"
          error={messageOf(errors.size)}
        >
          <input className="input" type="text" {...input('size', true)} />
        </Field>
        <div>
          <Field
            id="product-totalInventory"
            label="Stock"
            hint="Units ready to sell"
            error={messageOf(errors.totalInventory)}
          >
            <input
              className="input"
              type="text"
              inputMode="numeric"
              disabled={unlimited}
              {...input('totalInventory', true)}
            />
          </Field>
          <label className="admin-check">
            <input type="checkbox" {...register('unlimited')} /> Unlimited stock
          </label>
        </div>
        <Field
          id="product-metals"
          label="Metals"
          hint="Separate with commas: Sterling Silver, Copper"
          error={messageOf(errors.metals)}
        >
          <input className="input" type="text" {...input('metals', true)} />
        </Field>
        <Field
          id="product-gemstones"
          label="Gemstones"
          hint="Separate with commas"
          error={messageOf(errors.gemstones)}
        >
          <input className="input" type="text" {...input('gemstones', true)} />
        </Field>
        <label className="admin-check admin-field--wide">
          <input type="checkbox" {...register('featured')} /> Featured on the storefront
        </label>
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
