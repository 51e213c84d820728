'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import { bffFetch, jsonRequest } from '@/lib/auth/client-session';
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '@/lib/constants';
import { MESSAGES } from '@/lib/messages';
import { formatPhoneInput, US_STATES } from '@/lib/rules';
import { customerProfileSchema, type CustomerProfile } from '@/lib/schemas/auth';
import { profileBodySchema, type ProfileBody, type ProfileInput } from '@/lib/schemas/profile';

type Props = {
  initial: CustomerProfile;
  submitLabel: string;
  onSaved: (profile: CustomerProfile) => void | Promise<void>;
  onCancel?: () => void;
};

type Name = keyof ProfileInput;

/** The address lines, between the phone and the state. */
const ADDRESS_FIELDS: { name: Name; label: string; autoComplete: string }[] = [
  { name: 'address', label: 'Address', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
];

function toInput(profile: CustomerProfile): ProfileInput {
  return {
    name: profile.name,
    email: profile.email,
    phone: formatPhoneInput(profile.phone),
    address: profile.address,
    addressLine2: profile.addressLine2,
    city: profile.city,
    state: profile.state as ProfileInput['state'],
    zipCode: profile.zipCode,
  };
}

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
  } = useForm<ProfileInput, unknown, ProfileBody>({ resolver: zodResolver(profileBodySchema), mode: 'all', defaultValues: toInput(initial) });

  const errorOf = (name: Name) => (touchedFields[name] || isSubmitted ? (errors as FieldErrors<ProfileInput>)[name]?.message : undefined);
  const phone = register('phone');

  const onSubmit = async (values: ProfileBody) => {
    setFailure(null);
    try {
      const response = await bffFetch('/api/user-profile', jsonRequest('PUT', values));
      const body = (await response.json().catch(() => null)) as { error?: string } | null;
      if (!response.ok) return setFailure(body?.error ? MESSAGES.profileUpdateFailed(body.error) : MESSAGES.customerInfoUpdateFailed);
      const saved = customerProfileSchema.safeParse(body);
      await onSaved(saved.success ? saved.data : { ...initial, ...values, isNewProfile: false });
    } catch {
      setFailure(MESSAGES.customerInfoUpdateFailed);
    }
  };

  const textInput = (name: Name, autoComplete: string, maxLength?: number) => (
    <input {...register(name)} {...fieldAria(`profile-${name}`, errorOf(name))} className="input" autoComplete={autoComplete} maxLength={maxLength} data-testid={`profile-${name}`} />
  );

  return (
    <form className="profile-form" onSubmit={handleSubmit(onSubmit)} noValidate data-testid="profile-form">
      <Field id="profile-name" label="Full name" error={errorOf('name')}>
        {textInput('name', 'name')}
      </Field>
      <Field id="profile-email" label="Email" error={errorOf('email')}>
        <input {...register('email')} {...fieldAria('profile-email', errorOf('email'))} className="input" type="email" readOnly data-testid="profile-email" />
      </Field>
      <Field id="profile-phone" label="Phone" error={errorOf('phone')}>
        <input
          {...phone}
          {...fieldAria('profile-phone', errorOf('phone'))}
          onChange={(event) => {
            event.target.value = formatPhoneInput(event.target.value);
            return phone.onChange(event);
          }}
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          data-testid="profile-phone"
        />
      </Field>
      {ADDRESS_FIELDS.map(({ name, label, autoComplete }) => (
        <Field key={name} id={`profile-${name}`} label={label} error={errorOf(name)}>
          {textInput(name, autoComplete)}
        </Field>
      ))}
      <div className="profile-form__row">
        <Field id="profile-state" label="State" error={errorOf('state')}>
          <select {...register('state')} {...fieldAria('profile-state', errorOf('state'))} className="input" autoComplete="address-level1" data-testid="profile-state">
            <option value="">Select a state</option>
            {US_STATES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </Field>
        <Field id="profile-zipCode" label="ZIP code" error={errorOf('zipCode')}>
          {textInput('zipCode', 'postal-code', ZIP_MAX_LENGTH)}
        </Field>
      </div>
      {failure && (
        <p className="auth-form__error" role="alert" data-testid="profile-error">
          {failure}
        </p>
      )}
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={!isValid || isSubmitting} data-testid="profile-submit">
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
