'use client';

import { useState } from 'react';
import { MESSAGES } from '@/lib/messages';
import { CheckEmailScreen } from './check-email-screen';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { useRecaptcha } from './use-recaptcha';

export type AuthTab = 'login' | 'register';

type Props = {
  initialTab: AuthTab;
  /** The previous session ended (?expired=true). */
  expired: boolean;
  tenant: string;
  recaptchaSiteKey?: string;
  isDevelopment: boolean;
};

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'login', label: 'Log In' },
  { id: 'register', label: 'Create Account' },
];

/** The auth form: Log In and Create Account tabs, then the check-your-email screen after sign-up. */
export function AuthPanel({ initialTab, expired, tenant, recaptchaSiteKey, isDevelopment }: Props) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);
  const recaptcha = useRecaptcha(recaptchaSiteKey);

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
          <LoginForm recaptcha={recaptcha} />
        ) : (
          <RegisterForm tenant={tenant} isDevelopment={isDevelopment} recaptcha={recaptcha} onRegistered={(email, message) => setRegistered({ email, message })} />
        )}
      </div>
    </div>
  );
}
