'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { NewPasswordField } from '@/components/auth/password-rules';
import { Form, FormActions, FormMessage, type Outcome, placeRefusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { changePassword } from '@/lib/client/account';
import { changePasswordBodySchema } from '@/lib/schemas/auth';

type Values = z.infer<typeof changePasswordBodySchema>;

/**
 * Changes the password; the current one is required. The api's words are shown as they come, on
 * the field they concern. Other sessions end; this one carries on with a fresh token.
 */
export function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useZodForm(changePasswordBodySchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = async (values: Values) => {
    setOutcome(null);
    const result = await changePassword(values);
    if (!('error' in result)) {
      form.reset();
      return setOutcome({ ok: true, message: result.message });
    }
    setOutcome(placeRefusal(form, result, ['currentPassword', 'newPassword']));
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label="Change password"
      className="auth-form"
      testId="change-password-form"
    >
      <FormField
        name="currentPassword"
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordField name="newPassword" id="new-password" label="New password" />
      <FormActions
        label="Change Password"
        pendingLabel="Changing…"
        message={<FormMessage outcome={outcome} />}
      />
    </Form>
  );
}
