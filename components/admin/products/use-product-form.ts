'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { createProduct, fetchAdminProduct, updateProduct } from '@/lib/client/admin-catalog';
import { isClientError } from '@/lib/client/stores';
import { personalisationFieldOf } from '@/lib/personalisation-form';
import {
  EMPTY_PRODUCT_FORM,
  formFieldOf,
  productBody,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
} from '@/lib/product-form';
import type { AdminProduct } from '@/lib/schemas/admin-products';

export type ProductProblem = { kind: 'conflict' } | { kind: 'error'; message: string };

/**
 * The product form's state and calls: values checked with the api's own rules, a save that names
 * the version it started from, and Load the latest version after a conflict.
 */
export function useProductForm(product: AdminProduct | undefined, onSaved: (product: AdminProduct) => void) {
  const [problem, setProblem] = useState<ProductProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
    mode: 'onTouched',
  });
  const { handleSubmit, reset, setError, control } = form;
  const unlimited = useWatch({ control, name: 'unlimited' });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    setSaved(false);
    const body = productBody(values, (product?.variants?.length ?? 0) > 0);
    const result = product
      ? await updateProduct(product.id, { ...body, version: product.version })
      : await createProduct(body);
    if (isClientError(result)) {
      if (result.code === 'VERSION_CONFLICT') return setProblem({ kind: 'conflict' });
      // A refusal naming one variant's input (`variants.2.name`) lands on it.
      const variantField = /^variants\.\d+\.(name|sku|price|totalInventory|weightGrams)$/.exec(
        result.field ?? '',
      );
      if (variantField)
        return setError(result.field as `variants.${number}.name`, { type: 'server', message: result.error });
      // One question's input (`personalisation.1.priceCents`: its added price), or the list.
      const questionField = personalisationFieldOf(result.field);
      if (questionField) return setError(questionField, { type: 'server', message: result.error });
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

  return { form, problem, saved, unlimited, submit, loadLatest };
}
