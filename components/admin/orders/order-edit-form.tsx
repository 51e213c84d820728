'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { isClientError, type ClientResult } from '@/lib/client/bff-call';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';

/** An order panel: the order, and what to do when it changed. */
export type OrderPanelProps = { order: AdminOrderDetail; onChanged: (order: AdminOrderDetail) => void };

/** A panel's edit form: the order it edits, after a save, and Cancel. */
export type OrderEditFormProps = {
  order: AdminOrderDetail;
  onSaved: (order: AdminOrderDetail) => void;
  onCancel: () => void;
};

/** A form's state and send (useOrderEditForm): what OrderEditForm shows. */
export type OrderEdit<T extends FieldValues> = {
  form: UseFormReturn<T>;
  failure: string | null;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
};

/**
 * One of the order page's small edit forms (shipping address, tracking): the body's zod rules in
 * the browser, then the api's answer, its refusal on the field it names or said above the buttons.
 */
export function useOrderEditForm<T extends FieldValues>(options: {
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  fields: readonly Path<T>[];
  save: (body: T) => Promise<ClientResult<AdminOrderDetail>>;
  onSaved: (order: AdminOrderDetail) => void;
}): OrderEdit<T> {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<T>({ resolver: zodResolver(options.schema), defaultValues: options.defaultValues });
  const submit = form.handleSubmit(async (body: T) => {
    setFailure(null);
    const result = await options.save(body);
    if (isClientError(result)) {
      const field = options.fields.find((name) => name === result.field);
      if (field) form.setError(field, { message: result.error });
      else setFailure(result.error);
      return;
    }
    options.onSaved(result);
  });
  return { form, failure, submit };
}

/** The edit form named `label`: its fields, what the api refused if anything, then Save and Cancel. */
export function OrderEditForm<T extends FieldValues>({
  edit,
  label,
  saveLabel,
  onCancel,
  children,
}: {
  edit: OrderEdit<T>;
  label: string;
  saveLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const submitting = edit.form.formState.isSubmitting;
  return (
    <form onSubmit={edit.submit} noValidate aria-label={label}>
      {children}
      {edit.failure && (
        <p className="auth-form__error" role="alert">
          {edit.failure}
        </p>
      )}
      <div className="admin-order__buttons">
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? 'Saving…' : saveLabel}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Whether a panel shows its form, and whether it was just saved (its status line). */
export function useEditing(onChanged: (order: AdminOrderDetail) => void) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return {
    editing,
    saved,
    edit: () => {
      setSaved(false);
      setEditing(true);
    },
    cancel: () => setEditing(false),
    done: (changed: AdminOrderDetail) => {
      setEditing(false);
      setSaved(true);
      onChanged(changed);
    },
  };
}
