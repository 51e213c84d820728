'use client';

import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { PASSWORD_MESSAGES, passwordProblems, passwordStrength } from '@/lib/rules';
import '@/app/styles/account.css';

const RULES = [
  PASSWORD_MESSAGES.length,
  PASSWORD_MESSAGES.letter,
  PASSWORD_MESSAGES.number,
  PASSWORD_MESSAGES.special,
];
const STRENGTH_LABEL = { weak: 'Weak', medium: 'Medium', strong: 'Strong' } as const;

/** The password rules, each ticked as the password meets it, and a weak/medium/strong meter. */
export function PasswordRules({ password, id }: { password: string; id: string }) {
  const problems = new Set(passwordProblems(password));
  const strength = passwordStrength(password);
  return (
    <div className="password-rules" id={id} aria-live="polite">
      <div
        className={`strength strength--${strength}`}
        data-testid="password-strength"
        data-strength={strength}
      >
        <span className="strength__bar" aria-hidden="true">
          <span className="strength__fill" />
        </span>
        <span className="strength__label">Password strength: {STRENGTH_LABEL[strength]}</span>
      </div>
      <ul className="password-rules__list">
        {RULES.map((rule) => {
          const met = !problems.has(rule);
          return (
            <li key={rule} className={met ? 'rule rule--met' : 'rule'} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule}
              <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A new password's field in the form around it, with the rules shown under it once typing starts
 * (as a warning only: the api enforces them).
 */
export function NewPasswordField({ name, id, label, testId }: NewPasswordProps) {
  const password = useWatch({ name }) ?? '';
  return (
    <FormField
      name={name}
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      testId={testId}
      hint={password.length > 0 && <PasswordRules password={password} id={`${id}-rules`} />}
    />
  );
}

type NewPasswordProps = { name: string; id: string; label: string; testId?: string };
