'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { isClientError, type ClientResult } from '@/lib/client/bff-call';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';

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
}) {
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

/** What the api refused, if anything, then Save and Cancel. */
export function EditFormActions({
  failure,
  submitting,
  label,
  onCancel,
}: {
  failure: string | null;
  submitting: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <>
      {failure && (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="admin-order__buttons">
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? 'Saving…' : label}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
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
