'use client';

import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { ScreenMessage } from '@/components/ui/screen-message';
import { refreshSession } from '@/lib/auth/session-api';
import { acceptInvitation, fetchInvitation } from '@/lib/client/staff';
import { STAFF_ROLE_LABELS } from '@/lib/constants/staff';
import { MESSAGES } from '@/lib/messages';
import { acceptInvitationBodySchema, type InvitationPreview } from '@/lib/schemas/staff';
import { RecaptchaNote } from './recaptcha-note';
import { useRecaptcha, type Recaptcha } from './use-recaptcha';
import '@/app/styles/account.css';

type Loaded = { invitation: InvitationPreview } | { error: string } | null;

/** Where a person who joined signs in by hand: the sign-in form with their address filled in. */
const loginWith = (email: string) => `/login?${new URLSearchParams({ email })}`;

/** Signs the person in with the password just given; false when the sign-in form must do it. */
async function signInAfterJoining(email: string, password: string, recaptcha: Recaptcha): Promise<boolean> {
  const captcha = await recaptcha.token('login');
  if (!captcha.ok) return false;
  try {
    const result = await signIn('credentials', {
      email,
      password,
      recaptchaToken: captcha.token ?? '',
      redirect: false,
    });
    if (!result?.ok || result.error) return false;
    await refreshSession();
    return true;
  } catch {
    return false;
  }
}

function AcceptForm({
  token,
  invitation,
  recaptcha,
}: {
  token: string;
  invitation: InvitationPreview;
  recaptcha: Recaptcha;
}) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(acceptInvitationBodySchema, { defaultValues: { password: '', name: '' } });
  const { hasAccount } = invitation;

  const submit = async ({ password, name }: { password: string; name?: string }) => {
    setFailure(null);
    const result = await acceptInvitation(token, { password, ...(name && !hasAccount ? { name } : {}) });
    if ('error' in result) {
      if (result.field === 'password' || result.field === 'name')
        return form.setError(result.field, { message: result.error });
      return setFailure(result.error);
    }
    const signedIn = await signInAfterJoining(result.email, password, recaptcha);
    router.replace(signedIn ? '/admin' : loginWith(result.email));
  };

  return (
    <Form form={form} onSubmit={submit} label="Join the store" className="auth-form" testId="invitation-form">
      {hasAccount ? (
        <p>Sign in with your password to join.</p>
      ) : (
        <FormField name="name" id="invitation-name" label="Your name" autoComplete="name" />
      )}
      <FormField
        name="password"
        id="invitation-password"
        label={hasAccount ? 'Password' : 'Choose a password'}
        type="password"
        autoComplete={hasAccount ? 'current-password' : 'new-password'}
        testId="invitation-password"
      />
      <FormActions
        label="Join"
        pendingLabel="Joining…"
        buttonClassName="button button--wide"
        testId="invitation-submit"
        message={
          <>
            <FormMessage outcome={refusal(failure)} testId="invitation-error" />
            <RecaptchaNote recaptcha={recaptcha} />
          </>
        }
      />
    </Form>
  );
}

/**
 * An invitation to a store's back-office, opened from its mail: the store, the address and the
 * role, and joining with a new password (or, for an address that has an account here, its own).
 * The person is then signed in and lands in the back-office, or on the sign-in form when it asks
 * for more (a second factor, a security check).
 */
export function StaffInvitation({ token, recaptchaSiteKey }: { token: string; recaptchaSiteKey?: string }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const recaptcha = useRecaptcha(recaptchaSiteKey);

  useEffect(() => {
    let current = true;
    void fetchInvitation(token).then((result) => {
      if (current) setLoaded('error' in result ? { error: result.error } : { invitation: result });
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (!loaded)
    return (
      <ScreenMessage title="Your invitation" testId="invitation">
        <p role="status">{MESSAGES.loading}</p>
      </ScreenMessage>
    );
  if ('error' in loaded)
    return (
      <ScreenMessage title="Invitation not valid" testId="invitation">
        <p className="notice notice--error" role="alert">
          {loaded.error}
        </p>
      </ScreenMessage>
    );
  const { invitation } = loaded;
  return (
    <div className="container page auth-page" data-testid="invitation">
      <div className="auth-card">
        <h1 className="page-title page-title--small">Join {invitation.storeName}</h1>
        <p className="page-lead">
          You are invited to the back-office of {invitation.storeName} as{' '}
          <strong>{STAFF_ROLE_LABELS[invitation.role]}</strong>.
        </p>
        <p data-testid="invitation-email">
          Email: <strong>{invitation.email}</strong>
        </p>
        <AcceptForm token={token} invitation={invitation} recaptcha={recaptcha} />
      </div>
    </div>
  );
}
