import { WIZARD_STEPS } from '@/lib/schemas/store-wizard';

/** The steps by name; the current one is marked for eyes and screen readers. */
export function WizardProgress({ step }: { step: number }) {
  return (
    <ol className="wizard-progress" aria-label="Setup steps" data-testid="wizard-progress">
      {WIZARD_STEPS.map((name, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <li
            key={name}
            className={`wizard-progress__step wizard-progress__step--${state}`}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="wizard-progress__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="wizard-progress__name">{name}</span>
          </li>
        );
      })}
    </ol>
  );
}
