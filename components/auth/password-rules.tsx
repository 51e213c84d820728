import { PASSWORD_MESSAGES, passwordProblems, passwordStrength } from '@/lib/rules';

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
