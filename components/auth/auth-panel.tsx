'use client';

import { useState } from 'react';
import { MESSAGES } from '@/lib/messages';
import { CheckEmailScreen } from './check-email-screen';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { useRecaptcha } from './use-recaptcha';
import '@/app/styles/account.css';

export type AuthTab = 'login' | 'register';
/** Besides the two tabs: asking for a reset link, and choosing a new password from one. */
export type AuthView = AuthTab | 'forgot' | 'reset';

type Props = {
  initialTab: AuthView;
  /** The token of a password reset link (?tab=reset&token=…). */
  resetToken?: string;
  /** The previous session ended (?expired=true). */
  expired: boolean;
  /** The address to sign in with, filled in (?email=…). */
  email?: string;
  tenant: string;
  recaptchaSiteKey?: string;
  isDevelopment: boolean;
};

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'login', label: 'Log In' },
  { id: 'register', label: 'Create Account' },
];

/**
 * The auth form: Log In and Create Account tabs, then the check-your-email screen after sign-up;
 * "Forgot password?" leads to the reset link request, and a reset link to the new password.
 */
export function AuthPanel({
  initialTab,
  resetToken,
  expired,
  email,
  tenant,
  recaptchaSiteKey,
  isDevelopment,
}: Props) {
  const [tab, setTab] = useState<AuthView>(initialTab === 'reset' && !resetToken ? 'forgot' : initialTab);
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);
  const recaptcha = useRecaptcha(recaptchaSiteKey);

  /** Leaves the recovery views; the reset token leaves the address bar with them. */
  const show = (view: AuthView) => {
    if (tab === 'reset' && typeof window !== 'undefined') window.history.replaceState(null, '', '/login');
    setTab(view);
  };

  if (tab === 'forgot' || (tab === 'reset' && resetToken)) {
    return (
      <div className="auth-card">
        <h1 className="page-title page-title--small">
          {tab === 'forgot' ? 'Forgot your password?' : 'Choose a new password'}
        </h1>
        {tab === 'forgot' ? (
          <ForgotPasswordForm recaptcha={recaptcha} onBack={() => show('login')} />
        ) : (
          <ResetPasswordForm
            token={resetToken!}
            onLogIn={() => show('login')}
            onNewLink={() => show('forgot')}
          />
        )}
      </div>
    );
  }

  if (registered) {
    return (
      <CheckEmailScreen
        email={registered.email}
        message={registered.message}
        onReturn={() => {
          setRegistered(null);
          setTab('login');
        }}
      />
    );
  }

  return (
    <div className="auth-card">
      {expired && (
        <p className="notice notice--warning" role="status" data-testid="session-expired">
          {MESSAGES.sessionExpired}. Please log in again.
        </p>
      )}
      <div role="tablist" aria-label="Account" className="auth-tabs">
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${id}-tab`}
            aria-selected={tab === id}
            aria-controls={`${id}-panel`}
            className="auth-tabs__tab"
            data-testid={`${id}-tab`}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tab}-panel`} aria-labelledby={`${tab}-tab`}>
        {tab === 'login' ? (
          <LoginForm recaptcha={recaptcha} email={email} onForgotPassword={() => show('forgot')} />
        ) : (
          <RegisterForm
            tenant={tenant}
            isDevelopment={isDevelopment}
            recaptcha={recaptcha}
            onRegistered={(email, message) => setRegistered({ email, message })}
          />
        )}
      </div>
    </div>
  );
}
