import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

type Props = {
  id: string;
  label: string;
  /** Shown under the control, announced with it (aria-describedby points here). */
  error?: string;
  /** A line of help under the control: a string gets the id `${id}-hint` to describe it by. */
  hint?: ReactNode;
  /** Classes beside `field` (e.g. `admin-field`). */
  className?: string;
  children: ReactNode;
};

/** The id a string hint of Field carries, for the control's aria-describedby. */
export const hintIdOf = (id: string) => `${id}-hint`;

/** A labelled form control with its hint and error line; the control itself is passed in. */
export function Field({ id, label, error, hint, className, children }: Props) {
  return (
    <div className={`field${className ? ` ${className}` : ''}${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {typeof hint === 'string' ? <small id={hintIdOf(id)}>{hint}</small> : hint}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The error line of the control `id`, announced when it appears; nothing without an error. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error" role="alert">
      {error}
    </p>
  );
}

/** A group of controls under a legend. */
export function Fieldset({
  legend,
  className,
  children,
}: {
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="field__label">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** aria props for a control inside Field: invalid with an error, described by it and its hint. */
export function fieldAria(id: string, error?: string, hintId?: string) {
  const describedBy = [error ? `${id}-error` : undefined, hintId].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

type InputFieldProps = { id: string; label: string; error?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id'
>;

/** A Field around a plain input the form keeps in its own state. */
export function InputField({ id, label, error, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input {...fieldAria(id, error)} className="input" autoComplete="off" {...input} />
    </Field>
  );
}

/** A select's options, each value its own text unless `labelOf` words it. */
export function Options<V extends string>({
  values,
  labelOf,
}: {
  values: readonly V[];
  labelOf?: (value: V) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labelOf ? labelOf(value) : value}
    </option>
  ));
}

type SelectFieldProps = { label: ReactNode; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>;

/** A select inside its own label: a setting chosen from a list, applied as it changes (no error line). */
export function SelectField({ label, children, ...select }: SelectFieldProps) {
  return (
    <label className="field admin-field">
      <span className="field__label">{label}</span>
      <select className="input" {...select}>
        {children}
      </select>
    </label>
  );
}

/** The button under a list of rows in a form that adds one more (it never sends the form). */
export function AddRowButton({
  onAdd,
  disabled,
  children,
}: {
  onAdd: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className="button button--ghost" disabled={disabled} onClick={onAdd}>
      {children}
    </button>
  );
}
