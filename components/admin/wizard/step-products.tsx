'use client';

import Link from 'next/link';
import { useFormContext } from 'react-hook-form';
import { STORE_CATEGORIES } from '@/lib/constants/store-builder';
import { slugify } from '@/lib/schemas/category';
import type { ExistingCategory, StoreWizardInput } from '@/lib/schemas/store-wizard';

/**
 * Step 4: the kinds of pieces the store sells; those the store has are ticked. A ticked one is
 * created when missing; unticking one removes nothing (Categories does).
 */
export function StepProducts({ existing = [] }: { existing?: readonly ExistingCategory[] }) {
  const { register } = useFormContext<StoreWizardInput>();
  const offered = new Set<string>(STORE_CATEGORIES.map((name) => slugify(name)));
  const others = existing.filter((category) => !offered.has(category.slug));
  return (
    <fieldset className="wizard-choices">
      <legend className="field__label">Product categories</legend>
      {STORE_CATEGORIES.map((category) => (
        <label key={category} className="wizard-choice">
          <input
            type="checkbox"
            value={category}
            {...register('businessInfo.categories')}
            data-testid={`wizard-category-${category}`}
          />
          <span>{category}</span>
        </label>
      ))}
      {existing.length > 0 && (
        <p className="auth-form__note" data-testid="wizard-categories-note">
          {others.length > 0 && `Your store also has ${others.map((category) => category.name).join(', ')}. `}
          Unticking a category does not remove it: rename or remove categories in{' '}
          <Link href="/admin/categories">Categories</Link>.
        </p>
      )}
    </fieldset>
  );
}
