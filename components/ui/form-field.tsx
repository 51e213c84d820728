'use client';

import {
  createContext,
  createElement,
  useContext,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { get, useFormContext, useFormState, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, fieldAria, hintIdOf } from './field';

/**
 * Whether the fields inside show their errors before they are left: the wizard's step does once its
 * Next found a problem there.
 */
const ErrorsAskedContext = createContext(false);
export const ErrorsAsked = ErrorsAskedContext.Provider;

/**
 * The error of a field of the form around it, once it has one (after a touch, or on submit).
 * `onceLeft` holds it back until the field itself was left, the form sent or its check asked for:
 * a row added to a list is checked whole, and its fields not reached yet say nothing.
 */
export function useFieldError<T extends FieldValues>(
  name: FieldPath<T>,
  { onceLeft = false }: { onceLeft?: boolean } = {},
): string | undefined {
  const { errors, touchedFields, isSubmitted } = useFormState<T>({ name });
  const asked = useContext(ErrorsAskedContext);
  const left = Boolean(get(touchedFields, name));
  if (onceLeft && !left && !isSubmitted && !asked) return undefined;
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

type Props = {
  /** The value's path in the form (`businessInfo.email`). */
  name: string;
  id: string;
  label: string;
  /** A string is shown under the control and describes it; a node is shown as it is. */
  hint?: ReactNode;
  testId?: string;
  control?: 'input' | 'textarea' | 'select';
  /** A select's options. */
  children?: ReactNode;
  /** Runs before the form reads the change (it may rewrite the value as typed). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Its error waits until it was left (or the form sent): see useFieldError. */
  errorOnceLeft?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children' | 'onChange'> &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'>;

/**
 * A labelled control bound to the form around it (see Form): registered by `name`, its error under
 * it and wired to it with aria-invalid and aria-describedby.
 */
export function FormField({
  name,
  id,
  label,
  hint,
  testId,
  control = 'input',
  children,
  onChange,
  errorOnceLeft = false,
  className = 'input',
  ...rest
}: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name, { onceLeft: errorOnceLeft });
  const registered = register(name);
  const hintId = typeof hint === 'string' ? hintIdOf(id) : undefined;
  const props = {
    ...registered,
    ...fieldAria(id, error, hintId),
    ...rest,
    className,
    'data-testid': testId,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange?.(event);
      return registered.onChange(event);
    },
  };
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {createElement(control, props, children)}
    </Field>
  );
}
