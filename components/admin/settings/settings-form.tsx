'use client';

import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Form, FormActions, FormMessage, type Outcome } from '@/components/ui/form';

type Props<In extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: SubmitHandler<Out>;
  /** The form's accessible name. */
  label: string;
  testId: string;
  /** What the submit button says; it is enabled once something changed. */
  submitLabel: string;
  outcome: Outcome;
  messageTestId?: string;
  /** Classes beside the settings form's own. */
  className?: string;
  /** The section's own fields. */
  children: ReactNode;
};

/** A section of Settings: its fields, then its outcome and a Save button while nothing changed disabled. */
export function SettingsForm<In extends FieldValues, Out extends FieldValues>(props: Props<In, Out>) {
  const { form, onSubmit, label, testId, submitLabel, outcome, messageTestId, className, children } = props;
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label={label}
      className={`auth-form admin-settings__form${className ? ` ${className}` : ''}`}
      testId={testId}
    >
      {children}
      <FormActions
        label={submitLabel}
        pendingLabel="Saving…"
        disabled={!form.formState.isDirty}
        message={<FormMessage outcome={outcome} testId={messageTestId} />}
      />
    </Form>
  );
}
