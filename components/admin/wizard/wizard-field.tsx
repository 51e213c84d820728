'use client';

import type { ReactNode } from 'react';
import { Field, fieldAria } from '@/components/ui/field';
import { FormField, useFieldError } from '@/components/ui/form-field';

type Props = {
  name: string;
  id: string;
  label: string;
  hint?: ReactNode;
  /** The control, given its aria props. */
  children: (aria: ReturnType<typeof fieldAria>) => ReactNode;
};

/** A labelled wizard control with its rule's message under it (for a control FormField cannot be). */
export function WizardField({ name, id, label, hint, children }: Props) {
  const error = useFieldError(name);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {children(fieldAria(id, error))}
    </Field>
  );
}

/** The store's name and description, the first fields of Quick Create and of the wizard. */
export function StoreNameFields({ prefix }: { prefix: 'quick' | 'wizard' }) {
  return (
    <>
      <FormField
        name="storeName"
        id={`${prefix}-store-name`}
        label="Store Name"
        autoComplete="organization"
        testId={`${prefix}-store-name`}
      />
      <FormField
        name="businessInfo.description"
        id={`${prefix}-description`}
        label="Description"
        control="textarea"
        rows={3}
        testId={`${prefix}-description`}
      />
    </>
  );
}
