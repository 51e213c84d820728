'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import { createApiKey } from '@/lib/client/api-keys';
import { createApiKeyBodySchema, type ApiKeyWithSecret, type CreateApiKeyBody } from '@/lib/schemas/api-keys';

/** Create a key by name (required, spec §5); the new key goes up with its secret, to be shown once. */
export function CreateKeyForm({ onCreated }: { onCreated: (key: ApiKeyWithSecret) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<CreateApiKeyBody>({
    resolver: zodResolver(createApiKeyBodySchema),
    defaultValues: { name: '' },
  });
  const nameError = formState.errors.name?.message;

  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    const result = await createApiKey(name);
    if ('error' in result) {
      if (result.field === 'name') return setError('name', { message: result.error });
      return setFailure(result.error);
    }
    reset();
    onCreated(result);
  });

  return (
    <form className="api-key-form" onSubmit={submit} noValidate aria-labelledby="create-key-title">
      <h2 id="create-key-title" className="admin-panel__title">
        Create a new key
      </h2>
      <div className="api-key-form__row">
        <Field id="api-key-name" label="Key name" error={nameError}>
          <input
            className="input"
            autoComplete="off"
            placeholder="e.g. Inventory sync"
            {...fieldAria('api-key-name', nameError)}
            {...register('name')}
          />
        </Field>
        <button type="submit" className="button api-key-form__submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Creating…' : 'Create Key'}
        </button>
      </div>
      {failure && (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      )}
    </form>
  );
}
