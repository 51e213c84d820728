'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { EARLY_FORM_ATTRIBUTE, takeEarlySubmit } from '@/lib/early-taps';

/** What a form says after it is sent: saved (announced politely) or refused (announced at once). */
export type Outcome = { ok: boolean; message: string } | null;

/** useForm checked by a zod schema, its errors shown once a control is left (or on Save). */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    ...options,
  });
}

type FormProps<In extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: SubmitHandler<Out>;
  /** The form's accessible name. */
  label: string;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * A form of `form` (from useZodForm): its fields and actions reach it through the context. Sent
 * before React has the page, it is held by the page's first script and sends itself once React has
 * it, with what was typed (lib/early-taps.ts); the browser never sends it itself, and if it ever
 * did, the values would go in a POST's body, never in the address.
 */
export function Form<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  label,
  className,
  testId,
  children,
}: FormProps<In, Out>) {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (takeEarlySubmit(label)) element.current?.requestSubmit();
  }, [label]);
  return (
    <FormProvider {...form}>
      <form
        ref={element}
        method="post"
        className={className}
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        aria-label={label}
        data-testid={testId}
        {...{ [EARLY_FORM_ATTRIBUTE]: label }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * Where the api's refusal is said: under its field when it names one of `fields` (nothing is
 * returned), else as the form's outcome, returned.
 */
export function placeRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError'>,
  refused: { error: string; field?: string },
  fields: readonly FieldPath<T>[],
): Outcome {
  const field = fields.find((name) => name === refused.field);
  if (!field) return { ok: false, message: refused.error };
  form.setError(field, { message: refused.error });
  return null;
}

/** A refusal's outcome from its message (none without one). */
export const refusal = (message: string | null | undefined): Outcome =>
  message ? { ok: false, message } : null;

type MessageProps = {
  outcome: Outcome;
  testId?: string;
  /** Keeps the message's line breaks (several problems, one a line). */
  lines?: boolean;
  /** Shown under the message (e.g. a way out); the message then sits in a block of its own. */
  children?: ReactNode;
};

/** The outcome's line: a status when it went through, an alert when it did not. */
export function FormMessage({ outcome, testId, lines, children }: MessageProps) {
  if (!outcome) return null;
  const className = outcome.ok ? 'notice' : `auth-form__error${lines ? ' auth-form__error--lines' : ''}`;
  const role = outcome.ok ? 'status' : 'alert';
  if (children === undefined)
    return (
      <p className={className} role={role} data-testid={testId}>
        {outcome.message}
      </p>
    );
  return (
    <div className={className} role={role} data-testid={testId}>
      <p>{outcome.message}</p>
      {children}
    </div>
  );
}

type ActionsProps = {
  label: string;
  /** What the submit button says while the form is sent. */
  pendingLabel: string;
  /** Besides while sending: e.g. nothing changed yet. */
  disabled?: boolean;
  /** The outcome's line (FormMessage) or another message, above the buttons. */
  message?: ReactNode;
  /** The buttons' row; without it the buttons sit in the form's own flow. */
  className?: string;
  buttonClassName?: string;
  testId?: string;
  /** Secondary actions (Cancel, Back), after the submit button unless `secondaryFirst`. */
  children?: ReactNode;
  secondaryFirst?: boolean;
};

/** The form's message and its submit button, which shows the pending label while the form is sent. */
export function FormActions(props: ActionsProps) {
  const { isSubmitting } = useFormState();
  return <SubmitActions {...props} pending={isSubmitting} />;
}

/** FormActions for a form that keeps its own state: `pending` while it is sent. */
export function SubmitActions(props: ActionsProps & { pending: boolean }) {
  const { label, pendingLabel, pending, disabled, message, className, children, secondaryFirst } = props;
  const submit = (
    <button
      type="submit"
      className={props.buttonClassName ?? 'button'}
      disabled={pending || disabled}
      data-testid={props.testId}
    >
      {pending ? pendingLabel : label}
    </button>
  );
  const buttons = (
    <>
      {secondaryFirst && children}
      {submit}
      {!secondaryFirst && children}
    </>
  );
  return (
    <>
      {message}
      {className ? <div className={className}>{buttons}</div> : buttons}
    </>
  );
}
