'use client';

import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isClientError, type ClientResult } from '@/lib/client/bff-call';

/**
 * The send of a record form that keeps its own values: checked first with the api's schema (the
 * first message of each field), then saved; the api's refusal lands on the field it names, or on
 * the form (`root`).
 */
export function useRecordSubmit<F extends string, S extends z.ZodType, R>(
  schema: S,
  fields: readonly F[],
  save: (body: z.output<S>) => Promise<ClientResult<R>>,
  onSaved: (saved: R) => void,
) {
  const [errors, setErrors] = useState<Partial<Record<F | 'root', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent, raw: unknown) => {
    event.preventDefault();
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const found: Partial<Record<F | 'root', string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as F] ??= issue.message;
      return setErrors(found);
    }
    setBusy(true);
    const result = await save(parsed.data);
    setBusy(false);
    if (isClientError(result)) {
      const field = fields.find((name) => name === result.field);
      return setErrors({ [field ?? 'root']: result.error } as Partial<Record<F | 'root', string>>);
    }
    onSaved(result);
  };

  return { errors, busy, submit };
}
