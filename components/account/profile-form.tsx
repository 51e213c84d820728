'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import { saveProfile } from '@/lib/client/account';
import { FIELD_LABELS } from '@/lib/rules';
import type { CustomerProfile } from '@/lib/schemas/auth';
import {
  profileBodySchema,
  profileInputOf,
  type ProfileBody,
  type ProfileInput,
} from '@/lib/schemas/profile';
import { AddressFields, PhoneField } from './contact-fields';

type Props = {
  initial: CustomerProfile;
  submitLabel: string;
  onSaved: (profile: CustomerProfile) => void | Promise<void>;
  onCancel?: () => void;
};

type Name = keyof ProfileInput;

/**
 * The profile fields with the shared rules (profileBodySchema): validated on change and on blur,
 * each error shown once its field was touched, submit disabled while anything is invalid. The
 * phone is formatted as it is typed; the api receives its digits.
 */
export function ProfileForm({ initial, submitLabel, onSaved, onCancel }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitted, isValid, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileBody>({
    resolver: zodResolver(profileBodySchema),
    mode: 'all',
    defaultValues: profileInputOf(initial),
  });

  const errorOf = (name: Name) =>
    touchedFields[name] || isSubmitted ? (errors as FieldErrors<ProfileInput>)[name]?.message : undefined;

  const onSubmit = async (values: ProfileBody) => {
    setFailure(null);
    const result = await saveProfile(values);
    if ('error' in result) return setFailure(result.error);
    await onSaved(result.profile ?? { ...initial, ...values, isNewProfile: false });
  };

  return (
    <form className="profile-form" onSubmit={handleSubmit(onSubmit)} noValidate data-testid="profile-form">
      <Field id="profile-name" label={FIELD_LABELS.name} error={errorOf('name')}>
        <input
          {...register('name')}
          {...fieldAria('profile-name', errorOf('name'))}
          className="input"
          autoComplete="name"
          data-testid="profile-name"
        />
      </Field>
      <Field id="profile-email" label={FIELD_LABELS.email} error={errorOf('email')}>
        <input
          {...register('email')}
          {...fieldAria('profile-email', errorOf('email'))}
          className="input"
          type="email"
          readOnly
          data-testid="profile-email"
        />
      </Field>
      <PhoneField idPrefix="profile" register={register} errorOf={errorOf} />
      <AddressFields idPrefix="profile" register={register} errorOf={errorOf} />
      {failure && (
        <p className="auth-form__error" role="alert" data-testid="profile-error">
          {failure}
        </p>
      )}
      <div className="profile-form__actions">
        <button
          type="submit"
          className="button"
          disabled={!isValid || isSubmitting}
          data-testid="profile-submit"
        >
          {isSubmitting ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
