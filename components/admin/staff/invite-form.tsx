'use client';

import { Form, FormActions, FormMessage, type Outcome, placeRefusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Options } from '@/components/ui/field';
import { inviteStaff } from '@/lib/client/staff';
import { STAFF_ROLE_LABELS } from '@/lib/constants/staff';
import { INVITABLE_ROLES, inviteStaffBodySchema, type InviteStaffBody } from '@/lib/schemas/staff';
import { useState } from 'react';

/**
 * Invites a person by email with a role; the api mails them the link. A refusal about the address
 * (already on the team or invited) shows beside it.
 */
export function InviteForm({ onInvited }: { onInvited: () => Promise<unknown> }) {
  const form = useZodForm(inviteStaffBodySchema, { defaultValues: { email: '', role: 'orders' } });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (body: InviteStaffBody) => {
    setOutcome(null);
    const result = await inviteStaff(body);
    if ('error' in result) {
      return setOutcome(placeRefusal(form, result, ['email', 'role']));
    }
    form.reset({ email: '', role: body.role });
    setOutcome({ ok: true, message: `Invitation sent to ${result.invitation.email}.` });
    await onInvited();
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      label="Invite a person"
      className="staff-invite"
      testId="staff-invite"
    >
      <div className="staff-invite__fields">
        <FormField name="email" id="staff-invite-email" label="Email" type="email" autoComplete="off" />
        <FormField name="role" id="staff-invite-role" label="Role" control="select">
          <Options values={INVITABLE_ROLES} labelOf={(role) => STAFF_ROLE_LABELS[role]} />
        </FormField>
      </div>
      <FormActions
        label="Send invitation"
        pendingLabel="Sending…"
        message={<FormMessage outcome={outcome} testId="staff-invite-message" />}
      />
    </Form>
  );
}
