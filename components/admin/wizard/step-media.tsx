'use client';

import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { prepareLogo } from '@/components/admin/store/image-files';
import { FormField } from '@/components/ui/form-field';
import { LOGO_WIDTH_MAX, LOGO_WIDTH_MIN, LOGO_WIDTH_STEP } from '@/lib/constants/store-builder';
import type { StoreWizardInput } from '@/lib/schemas/store-wizard';
import { WizardField } from './wizard-field';

/** A logo chosen in the wizard, checked and compressed, waiting for the store to be saved. */
export type PendingLogo = { file: Blob; name: string; preview: string };

type Props = { logo: PendingLogo | null; onLogo: (logo: PendingLogo | null) => void };

/** Step 3: the logo (checked and compressed here, uploaded when the store is saved) and brand story. */
export function StepMedia({ logo, onLogo }: Props) {
  const { register, watch } = useFormContext<StoreWizardInput>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const savedUrl = watch('theme.logo.url');
  const width = watch('theme.logo.maxWidth');

  const preview = logo?.preview ?? null;

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    setBusy(true);
    const prepared = await prepareLogo(file);
    setBusy(false);
    if ('error' in prepared) {
      onLogo(null);
      setError(prepared.error);
      return;
    }
    onLogo({ ...prepared, preview: URL.createObjectURL(prepared.file) });
  };

  const shown = preview ?? (savedUrl || null);
  return (
    <div className="wizard-step__fields">
      <LogoFileField error={error} busy={busy} onChoose={(file) => void choose(file)} />
      {shown && (
        <div className="wizard-logo-preview">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local blob or the store's own upload */}
          <img
            src={shown}
            alt="Logo preview"
            style={{ maxWidth: `min(${Number(width) || 200}px, 100%)` }}
            data-testid="wizard-logo-preview"
          />
          {logo && (
            <button type="button" className="link-button" onClick={() => onLogo(null)}>
              Remove chosen image
            </button>
          )}
        </div>
      )}
      <div className="wizard-row">
        <FormField
          name="theme.logo.altText"
          id="wizard-logo-alt"
          label="Logo description (alt text)"
          testId="wizard-logo-alt"
        />
        <WizardField
          name="theme.logo.maxWidth"
          id="wizard-logo-width"
          label={`Logo width (${Number(width) || 200} px)`}
        >
          {(aria) => (
            <input
              {...register('theme.logo.maxWidth', { valueAsNumber: true })}
              {...aria}
              type="range"
              min={LOGO_WIDTH_MIN}
              max={LOGO_WIDTH_MAX}
              step={LOGO_WIDTH_STEP}
              className="wizard-range"
              data-testid="wizard-logo-width"
            />
          )}
        </WizardField>
      </div>
      <FormField
        name="businessInfo.brandStory"
        id="wizard-brand-story"
        label="Brand Story"
        control="textarea"
        rows={6}
        placeholder="How your studio began, what you make and how you make it."
        testId="wizard-brand-story"
      />
    </div>
  );
}

type FileFieldProps = { error: string | null; busy: boolean; onChoose: (file: File | undefined) => void };

/** The logo's file input with its hint, and the check's progress or refusal. */
function LogoFileField({ error, busy, onChoose }: FileFieldProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor="wizard-logo" className="field__label">
        Logo
      </label>
      <input
        id="wizard-logo"
        type="file"
        accept="image/png,image/jpeg,image/svg+xml,image/webp"
        className="input wizard-file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'wizard-logo-error' : 'wizard-logo-hint'}
        onChange={(event) => onChoose(event.target.files?.[0])}
        data-testid="wizard-logo"
      />
      <p id="wizard-logo-hint" className="wizard-hint">
        PNG, JPG or SVG; SVG up to 2 MB, other images are compressed. Uploaded when you complete the setup.
      </p>
      {busy && <p className="wizard-hint">Preparing image…</p>}
      {error && (
        <p id="wizard-logo-error" className="field__error" role="alert" data-testid="wizard-logo-error">
          {error}
        </p>
      )}
    </div>
  );
}
