'use client';

import { FormProvider } from 'react-hook-form';
import { ErrorsAsked } from '@/components/ui/form-field';
import type { Store } from '@/lib/schemas/store';
import { WIZARD_STEPS, type ExistingCategory } from '@/lib/schemas/store-wizard';
import { StepBasic } from './step-basic';
import { StepDesign } from './step-design';
import { StepMedia } from './step-media';
import { StepPayments } from './step-payments';
import { StepPolicies } from './step-policies';
import { StepPresence } from './step-presence';
import { StepProducts } from './step-products';
import { StepShipping } from './step-shipping';
import { StepTaxes } from './step-taxes';
import { LAST_STEP, useStoreWizard } from './use-store-wizard';
import { WizardProgress } from './wizard-progress';

/**
 * The setup wizard (spec §2, §5): the spec's six steps over one form, then Taxes, Policies and Payments. Next validates
 * the step's fields and shows what is wrong; Complete Setup creates the store (or updates the one
 * being edited), then uploads a chosen logo, and goes to store management. Connecting Stripe on the
 * Payments step saves the same way first, as the browser leaves for the onboarding.
 */
export function StoreWizard({
  store,
  categories = [],
}: {
  store: Store | null;
  /** The store's categories now: Product Settings shows those it offers ticked. */
  categories?: readonly ExistingCategory[];
}) {
  const { form, step, heading, ...wizard } = useStoreWizard(store, categories);
  const { formState } = form;

  const editing = store !== null;
  return (
    <div className="container page wizard" data-testid="store-wizard">
      <header className="page-header">
        <p className="eyebrow">Store setup</p>
        <h1 className="page-title">{editing ? 'Edit Your Store' : 'Set Up Your Store'}</h1>
      </header>
      <WizardProgress step={step} />
      <FormProvider {...form}>
        <form
          className="wizard-form"
          onSubmit={wizard.onSubmit}
          noValidate
          aria-labelledby="wizard-step-title"
        >
          <h2
            id="wizard-step-title"
            className="wizard-form__title"
            tabIndex={-1}
            ref={heading}
            data-testid="wizard-step-title"
          >
            <span className="wizard-form__count">
              Step {step + 1} of {WIZARD_STEPS.length}
            </span>
            {WIZARD_STEPS[step]}
          </h2>
          <ErrorsAsked value={wizard.checked}>
            {step === 0 && <StepBasic />}
            {step === 1 && <StepDesign />}
            {step === 2 && <StepMedia logo={wizard.logo} onLogo={wizard.setLogo} />}
            {step === 3 && <StepProducts existing={categories} />}
            {step === 4 && <StepPresence />}
            {step === 5 && <StepShipping />}
            {step === 6 && <StepTaxes />}
            {step === 7 && <StepPolicies />}
          </ErrorsAsked>
          {step === 8 && (
            <StepPayments
              saveFirst={wizard.saveBeforeConnect}
              saving={formState.isSubmitting}
              onBusyChange={wizard.setConnecting}
            />
          )}
          {wizard.failure && (
            <div className="auth-form__error" role="alert" data-testid="wizard-error">
              <p>{wizard.failure.error}</p>
              {wizard.failure.detail && <p>{wizard.failure.detail}</p>}
            </div>
          )}
          <WizardActions
            step={step}
            saving={formState.isSubmitting}
            connecting={wizard.connecting}
            onBack={() => wizard.goTo(step - 1)}
            onNext={() => void wizard.next()}
          />
        </form>
      </FormProvider>
    </div>
  );
}

type ActionProps = {
  step: number;
  saving: boolean;
  connecting: boolean;
  onBack: () => void;
  onNext: () => void;
};

/** Back, and Next until the last step, where Complete Setup submits the form. */
function WizardActions({ step, saving, connecting, onBack, onNext }: ActionProps) {
  return (
    <div className="wizard-form__actions">
      <button
        type="button"
        className="button button--ghost"
        disabled={step === 0}
        onClick={onBack}
        data-testid="wizard-back"
      >
        Back
      </button>
      {step < LAST_STEP ? (
        // Keyed apart: were the DOM button reused, the click on Next that reaches the last
        // step would find it already type=submit and submit the form.
        <button key="next" type="button" className="button" onClick={onNext} data-testid="wizard-next">
          Next
        </button>
      ) : (
        <button
          key="complete"
          type="submit"
          className="button"
          disabled={saving || connecting}
          data-testid="wizard-complete"
        >
          {saving ? 'Saving…' : 'Complete Setup'}
        </button>
      )}
    </div>
  );
}
