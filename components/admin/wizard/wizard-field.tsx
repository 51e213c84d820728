'use client';

import type { ReactNode } from 'react';
import { useFormContext, useFormState, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';

/** The error of a wizard field once it has one (set on blur after a touch, or by Next). */
export function useFieldError<T extends FieldValues>(name: FieldPath<T>): string | undefined {
  const { getFieldState } = useFormContext<T>();
  const formState = useFormState<T>({ name });
  return getFieldState(name, formState).error?.message;
}

type Props = {
  name: string;
  id: string;
  label: string;
  hint?: ReactNode;
  /** The control, given its aria props. */
  children: (aria: ReturnType<typeof fieldAria>) => ReactNode;
};

/** A labelled wizard control with its rule's message under it. */
export function WizardField({ name, id, label, hint, children }: Props) {
  const error = useFieldError(name);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {children(fieldAria(id, error))}
    </Field>
  );
}
