'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormMessage, refusal, SubmitActions } from '@/components/ui/form';
import { saveProfile } from '@/lib/client/account';
import type { CustomerProfile } from '@/lib/schemas/auth';
import { HOME_COUNTRY } from '@/lib/constants/shipping';
import { profileSchemaFor } from '@/lib/profile-countries';
import type { ProfileRequestBody } from '@/lib/schemas/profile-abroad';
import { profileInputOf, type ProfileInput } from '@/lib/schemas/profile';
import { NameEmailFields, PhoneField } from './contact-fields';
import { ProfileAddress } from './profile-address';
import '@/app/styles/account.css';

type Props = {
  initial: CustomerProfile;
  submitLabel: string;
  onSaved: (profile: CustomerProfile) => void | Promise<void>;
  onCancel?: () => void;
};

/** The form's values: a region abroad is any text, so `state` is a string here. */
type FormInput = Omit<ProfileInput, 'state'> & { state: string; country: string };
type Name = keyof FormInput;

/** The US rules, or the chosen country's abroad (its postal code rule). */
const resolver: Resolver<FormInput, unknown, ProfileRequestBody> = (values, context, options) =>
  (
    zodResolver(profileSchemaFor(values.country)) as unknown as Resolver<
      FormInput,
      unknown,
      ProfileRequestBody
    >
  )(values, context, options);

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
    control,
    formState: { errors, touchedFields, isSubmitted, isValid, isSubmitting },
  } = useForm<FormInput, unknown, ProfileRequestBody>({
    resolver,
    mode: 'all',
    defaultValues: { ...profileInputOf(initial), country: initial.country || HOME_COUNTRY },
  });
  const country = useWatch({ control, name: 'country' });

  const errorOf = (name: Name) =>
    touchedFields[name] || isSubmitted ? (errors as FieldErrors<FormInput>)[name]?.message : undefined;

  const onSubmit = async (values: ProfileRequestBody) => {
    setFailure(null);
    const result = await saveProfile(values);
    if ('error' in result) return setFailure(result.error);
    await onSaved(result.profile ?? { ...initial, country: undefined, ...values, isNewProfile: false });
  };

  return (
    <form className="profile-form" onSubmit={handleSubmit(onSubmit)} noValidate data-testid="profile-form">
      <NameEmailFields idPrefix="profile" register={register} errorOf={errorOf} emailReadOnly />
      <PhoneField idPrefix="profile" register={register} errorOf={errorOf} country={country} />
      <ProfileAddress
        country={country}
        // A new country re-reads a phone typed without + as that country's number.
        register={(name) => register(name, name === 'country' ? { deps: ['phone'] } : undefined)}
        errorOf={errorOf}
      />
      <SubmitActions
        label={submitLabel}
        pendingLabel="Saving…"
        pending={isSubmitting}
        disabled={!isValid}
        className="profile-form__actions"
        testId="profile-submit"
        message={<FormMessage outcome={refusal(failure)} testId="profile-error" />}
      >
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </SubmitActions>
    </form>
  );
}
