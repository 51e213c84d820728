'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { get, useForm, type FieldErrors, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { Store } from '@/lib/schemas/store';
import {
  WIZARD_STEPS,
  WIZARD_STEP_FIELDS,
  storeWizardSchema,
  wizardDefaults,
  type ExistingCategory,
  type StoreWizardInput,
  type StoreWizardValues,
} from '@/lib/schemas/store-wizard';
import { taxSettingsBody } from '@/lib/tax-settings-form';
import { noteStoreSaved } from '../store/saved-notice';
import { saveWizardStore } from './save-store';
import { consumerSettingsBody } from './step-policies';
import type { PendingLogo } from './step-media';

export const LAST_STEP = WIZARD_STEPS.length - 1;

/** A chosen logo waits until the store is saved; its preview address lives as long as the choice. */
function usePendingLogo() {
  const [logo, setLogo] = useState<PendingLogo | null>(null);
  const logoPreview = logo?.preview;
  useEffect(() => (logoPreview ? () => URL.revokeObjectURL(logoPreview) : undefined), [logoPreview]);
  return [logo, setLogo] as const;
}

/** A field Next has marked wrong is checked again as it is corrected, touched or not yet. */
function useRecheckCorrected(form: UseFormReturn<StoreWizardInput, unknown, StoreWizardValues>) {
  const { subscribe, trigger, getFieldState } = form;
  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (name && type === 'change' && getFieldState(name as FieldPath<StoreWizardInput>).error)
          void trigger(name as FieldPath<StoreWizardInput>);
      },
    });
    return unsubscribe;
  }, [subscribe, trigger, getFieldState]);
}

/** The one form over every step: the store's values (its categories ticked), checked as the api checks them. */
function useWizardForm(store: Store | null, categories: readonly ExistingCategory[]) {
  const form = useForm<StoreWizardInput, unknown, StoreWizardValues>({
    resolver: zodResolver(storeWizardSchema),
    mode: 'onTouched',
    defaultValues: wizardDefaults(store, categories),
  });
  useRecheckCorrected(form);
  return form;
}

type WizardFailure = { error: string; detail?: string };

/**
 * Saves the store with every step's values (create, or update once made, then the logo's upload);
 * a failure is shown, and false answered.
 */
function usePersist(
  store: Store | null,
  form: UseFormReturn<StoreWizardInput, unknown, StoreWizardValues>,
  [logo, setLogo]: ReturnType<typeof usePendingLogo>,
  setFailure: (failure: WizardFailure | null) => void,
) {
  const { setValue, getFieldState, resetField } = form;
  // Set once a save made the store, so trying again after a failed logo upload updates it.
  const [storeId, setStoreId] = useState<string | null>(store?._id ?? null);
  return async (values: StoreWizardValues): Promise<boolean> => {
    setFailure(null);
    // The tax and consumer settings are saved only when their steps changed them.
    const taxChanged = getFieldState('tax').isDirty;
    const policiesChanged = getFieldState('policies').isDirty;
    const outcome = await saveWizardStore(storeId, values, logo, {
      tax: taxChanged ? taxSettingsBody(values.tax) : null,
      policies: policiesChanged ? consumerSettingsBody(values.policies) : null,
    });
    if ('error' in outcome) {
      if (outcome.storeId) setStoreId(outcome.storeId);
      setFailure({ error: outcome.error, detail: outcome.detail });
      return false;
    }
    // Saving again (Complete Setup after a connection that did not start) updates this store, and
    // keeps the logo it now holds rather than uploading the chosen file twice.
    setStoreId(outcome.store._id);
    if (taxChanged) resetField('tax', { defaultValue: values.tax });
    if (policiesChanged) resetField('policies', { defaultValue: values.policies });
    if (logo) {
      setValue('theme.logo.url', outcome.store.theme.logo.url);
      setLogo(null);
    }
    return true;
  };
}

/**
 * The setup wizard's state and calls: the step shown (Next checks its fields first), the chosen
 * logo, the save (create or update, then the logo's upload) and what failed.
 */
export function useStoreWizard(store: Store | null, categories: readonly ExistingCategory[] = []) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<WizardFailure | null>(null);
  // Next found a problem on the step shown: its fields show their errors, left or not.
  const [checked, setChecked] = useState(false);
  // The Payments step is on its way to Stripe: Complete Setup waits.
  const [connecting, setConnecting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const pendingLogo = usePendingLogo();
  const [logo, setLogo] = pendingLogo;
  const form = useWizardForm(store, categories);
  const { handleSubmit, trigger } = form;

  const goTo = (next: number) => {
    setStep(next);
    setFailure(null);
    setChecked(false);
    // The step changes in place: move focus and view to its title, as a page change would.
    requestAnimationFrame(() => {
      heading.current?.focus();
      heading.current?.scrollIntoView({ block: 'nearest' });
    });
  };

  const next = async () => {
    const valid = await trigger([...WIZARD_STEP_FIELDS[step]], { shouldFocus: true });
    if (valid) goTo(step + 1);
    else setChecked(true);
  };

  const persist = usePersist(store, form, pendingLogo, setFailure);

  const save = async (values: StoreWizardValues) => {
    if (!(await persist(values))) return;
    // Store management says so on arrival.
    noteStoreSaved(store ? 'updated' : 'created');
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
    if (step < LAST_STEP) {
      event.preventDefault();
      void next();
      return;
    }
    void handleSubmit(save, showFirstInvalidStep)(event);
  };

  return {
    form,
    step,
    checked,
    goTo,
    next,
    logo,
    setLogo,
    failure,
    connecting,
    setConnecting,
    heading,
    saveBeforeConnect,
    onSubmit,
  };
}
