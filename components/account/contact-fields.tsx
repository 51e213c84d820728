/**
 * The name, email, phone and address controls of a customer's details, shared by the profile and
 * checkout forms so both keep the same formatting, autocomplete hints and limits.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldAria, InputField, Options } from '@/components/ui/field';
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '@/lib/constants/validation';
import { formatPhoneAsTyped } from '@/lib/phone';
import { FIELD_LABELS, US_STATES } from '@/lib/rules';
import '@/app/styles/account.css';

/** The form's own `register` and `errorOf`; each control's id is `${idPrefix}-${name}`. */
type Bound<Name extends string> = {
  idPrefix: string;
  register: (name: Name) => UseFormRegisterReturn;
  errorOf: (name: Name) => string | undefined;
};

/**
 * Name and email. `emailReadOnly`: the email is the account's (a signed-in customer's);
 * `emailAutoComplete`: the browser may fill it in (not where it is read only anyway).
 */
export function NameEmailFields({
  idPrefix,
  register,
  errorOf,
  emailReadOnly,
  emailAutoComplete,
}: Bound<'name' | 'email'> & { emailReadOnly: boolean; emailAutoComplete?: 'email' }) {
  const controls = [
    { name: 'name', autoComplete: 'name' },
    { name: 'email', type: 'email', autoComplete: emailAutoComplete, readOnly: emailReadOnly },
  ] as const;
  return controls.map(({ name, ...input }) => (
    <InputField
      key={name}
      id={`${idPrefix}-${name}`}
      label={FIELD_LABELS[name]}
      error={errorOf(name)}
      {...register(name)}
      {...input}
      data-testid={`${idPrefix}-${name}`}
    />
  ));
}

type AddressName = 'address' | 'addressLine2' | 'city' | 'state' | 'zipCode';

const ADDRESS_LINES: { name: AddressName; autoComplete: string }[] = [
  { name: 'address', autoComplete: 'address-line1' },
  { name: 'addressLine2', autoComplete: 'address-line2' },
  { name: 'city', autoComplete: 'address-level2' },
];

/**
 * Phone, grouped as it is typed in its country's way ('+44 20 7946 0958' stays so); the schema
 * keeps it in E.164. `country`: the address's, for a number typed without + (the store's when none).
 */
export function PhoneField({ idPrefix, register, errorOf, country }: Bound<'phone'> & { country?: string }) {
  const id = `${idPrefix}-phone`;
  const phone = register('phone');
  const error = errorOf('phone');
  return (
    <Field id={id} label={FIELD_LABELS.phone} error={error}>
      <input
        {...phone}
        {...fieldAria(id, error)}
        onChange={(event) => {
          event.target.value = formatPhoneAsTyped(
            event.target.value,
            country,
            (event.nativeEvent as InputEvent).inputType,
          );
          return phone.onChange(event);
        }}
        className="input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        data-testid={id}
      />
    </Field>
  );
}

type AddressProps = Bound<AddressName> & {
  /** Test ids that differ from the control's id. */
  testIds?: Partial<Record<AddressName, string>>;
};

/** Address lines and city, then state and ZIP side by side. */
export function AddressFields({ idPrefix, register, errorOf, testIds = {} }: AddressProps) {
  const idOf = (name: AddressName) => `${idPrefix}-${name}`;
  const textInput = (name: AddressName, autoComplete: string, maxLength?: number) => (
    <input
      {...register(name)}
      {...fieldAria(idOf(name), errorOf(name))}
      className="input"
      autoComplete={autoComplete}
      maxLength={maxLength}
      data-testid={testIds[name] ?? idOf(name)}
    />
  );

  return (
    <>
      {ADDRESS_LINES.map(({ name, autoComplete }) => (
        <Field key={name} id={idOf(name)} label={FIELD_LABELS[name]} error={errorOf(name)}>
          {textInput(name, autoComplete)}
        </Field>
      ))}
      <div className="profile-form__row">
        <Field id={idOf('state')} label={FIELD_LABELS.state} error={errorOf('state')}>
          <select
            {...register('state')}
            {...fieldAria(idOf('state'), errorOf('state'))}
            className="input"
            autoComplete="address-level1"
            data-testid={testIds.state ?? idOf('state')}
          >
            <option value="">Select a state</option>
            <Options values={US_STATES} />
          </select>
        </Field>
        <Field id={idOf('zipCode')} label={FIELD_LABELS.zipCode} error={errorOf('zipCode')}>
          {textInput('zipCode', 'postal-code', ZIP_MAX_LENGTH)}
        </Field>
      </div>
    </>
  );
}
