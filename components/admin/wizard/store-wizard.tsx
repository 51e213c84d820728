'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, get, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import type { Store } from '@/lib/schemas/store';
import {
  WIZARD_STEPS,
  WIZARD_STEP_FIELDS,
  storeWizardSchema,
  wizardDefaults,
  type StoreWizardInput,
  type StoreWizardValues,
} from '@/lib/schemas/store-wizard';
import { saveWizardStore } from './save-store';
import { StepBasic } from './step-basic';
import { StepDesign } from './step-design';
import { StepMedia, type PendingLogo } from './step-media';
import { StepPayments } from './step-payments';
import { StepPresence } from './step-presence';
import { StepProducts } from './step-products';
import { StepShipping } from './step-shipping';
import { WizardProgress } from './wizard-progress';

const LAST = WIZARD_STEPS.length - 1;

/**
 * The setup wizard (spec §2, §5): the spec's six steps over one form, then Payments. Next validates
 * the step's fields and shows what is wrong; Complete Setup creates the store (or updates the one
 * being edited), then uploads a chosen logo, and goes to store management. Connecting Stripe on the
 * Payments step saves the same way first, as the browser leaves for the onboarding.
 */
export function StoreWizard({ store }: { store: Store | null }) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [logo, setLogo] = useState<PendingLogo | null>(null);
  const [failure, setFailure] = useState<{ error: string; detail?: string } | null>(null);
  // Set once a save made the store, so trying again after a failed logo upload updates it.
  const [storeId, setStoreId] = useState<string | null>(store?._id ?? null);
  // The Payments step is on its way to Stripe: Complete Setup waits.
  const [connecting, setConnecting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // A chosen logo's preview address lives as long as the choice, across the steps.
  const logoPreview = logo?.preview;
  useEffect(() => (logoPreview ? () => URL.revokeObjectURL(logoPreview) : undefined), [logoPreview]);
  const form = useForm<StoreWizardInput, unknown, StoreWizardValues>({
    resolver: zodResolver(storeWizardSchema),
    mode: 'onTouched',
    defaultValues: wizardDefaults(store),
  });
  const { handleSubmit, trigger, formState, subscribe, getFieldState, setValue } = form;

  // A field Next has marked wrong is checked again as it is corrected, touched or not yet.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (name && type === 'change' && getFieldState(name as FieldPath<StoreWizardInput>).error) void trigger(name as FieldPath<StoreWizardInput>);
        },
      }),
    [subscribe, trigger, getFieldState],
  );

  const goTo = (next: number) => {
    setStep(next);
    setFailure(null);
    // The step changes in place: move focus and view to its title, as a page change would.
    requestAnimationFrame(() => {
      heading.current?.focus();
      heading.current?.scrollIntoView({ block: 'nearest' });
    });
  };

  const next = async () => {
    const valid = await trigger([...WIZARD_STEP_FIELDS[step]], { shouldFocus: true });
    if (valid) goTo(step + 1);
  };

  /** Saves the store with every step's values; a failure is shown, and false answered. */
  const persist = async (values: StoreWizardValues): Promise<boolean> => {
    setFailure(null);
    const outcome = await saveWizardStore(storeId, values, logo);
    if ('error' in outcome) {
      if (outcome.storeId) setStoreId(outcome.storeId);
      setFailure({ error: outcome.error, detail: outcome.detail });
      return false;
    }
    // Saving again (Complete Setup after a connection that did not start) updates this store, and
    // keeps the logo it now holds rather than uploading the chosen file twice.
    setStoreId(outcome.store._id);
    if (logo) {
      setValue('theme.logo.url', outcome.store.theme.logo.url);
      setLogo(null);
    }
    return true;
  };

  const save = async (values: StoreWizardValues) => {
    if (!(await persist(values))) return;
    router.push('/admin/store');
    router.refresh();
  };

  // Every step was checked on Next, but an edited store may carry values the rules now refuse.
  const showFirstInvalidStep = (errors: FieldErrors<StoreWizardInput>) => {
    const first = WIZARD_STEP_FIELDS.findIndex((fields) => fields.some((name) => get(errors, name)));
    if (first >= 0 && first !== step) goTo(first);
  };

  // Connecting leaves for Stripe with a full load, which would lose what is not saved: the wizard
  // is saved first, checked and sent exactly as Complete Setup sends it.
  const saveBeforeConnect = async (): Promise<boolean> => {
    let saved = false;
    await handleSubmit(async (values) => {
      saved = await persist(values);
    }, showFirstInvalidStep)();
    return saved;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of an earlier step means Next, never an early save.
    if (step < LAST) {
      event.preventDefault();
      void next();
      return;
    }
    void handleSubmit(save, showFirstInvalidStep)(event);
  };

  const editing = store !== null;
  return (
    <div className="container page wizard" data-testid="store-wizard">
      <header className="page-header">
        <p className="eyebrow">Store setup</p>
        <h1 className="page-title">{editing ? 'Edit Your Store' : 'Set Up Your Store'}</h1>
      </header>
      <WizardProgress step={step} />
      <FormProvider {...form}>
        <form className="wizard-form" onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-title">
          <h2 id="wizard-step-title" className="wizard-form__title" tabIndex={-1} ref={heading} data-testid="wizard-step-title">
            <span className="wizard-form__count">
              Step {step + 1} of {WIZARD_STEPS.length}
            </span>
            {WIZARD_STEPS[step]}
          </h2>
          {step === 0 && <StepBasic />}
          {step === 1 && <StepDesign />}
          {step === 2 && <StepMedia logo={logo} onLogo={setLogo} />}
          {step === 3 && <StepProducts />}
          {step === 4 && <StepPresence />}
          {step === 5 && <StepShipping />}
          {step === 6 && <StepPayments saveFirst={saveBeforeConnect} saving={formState.isSubmitting} onBusyChange={setConnecting} />}
          {failure && (
            <div className="auth-form__error" role="alert" data-testid="wizard-error">
              <p>{failure.error}</p>
              {failure.detail && <p>{failure.detail}</p>}
            </div>
          )}
          <div className="wizard-form__actions">
            <button type="button" className="button button--ghost" disabled={step === 0} onClick={() => goTo(step - 1)} data-testid="wizard-back">
              Back
            </button>
            {step < LAST ? (
              // Keyed apart: were the DOM button reused, the click on Next that reaches the last
              // step would find it already type=submit and submit the form.
              <button key="next" type="button" className="button" onClick={() => void next()} data-testid="wizard-next">
                Next
              </button>
            ) : (
              <button key="complete" type="submit" className="button" disabled={formState.isSubmitting || connecting} data-testid="wizard-complete">
                {formState.isSubmitting ? 'Saving…' : 'Complete Setup'}
              </button>
            )}
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
