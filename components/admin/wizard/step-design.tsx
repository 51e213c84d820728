'use client';

import { Controller, useFormContext } from 'react-hook-form';
import { ColorPickerPopover } from '@/components/admin/store/color-picker-popover';
import type { StoreWizardInput } from '@/lib/schemas/store-wizard';

export const COLOR_ITEMS = [
  { key: 'primary', label: 'Primary Color' },
  { key: 'secondary', label: 'Secondary Color' },
  { key: 'background', label: 'Background Color' },
  { key: 'text', label: 'Text Color' },
  { key: 'accent', label: 'Accent Color' },
] as const;

/** The theme's five colours, each with its picker, bound to the form around them. */
export function ThemeColorFields() {
  const { control } = useFormContext<Pick<StoreWizardInput, 'theme'>>();
  return (
    <div className="wizard-colors">
      {COLOR_ITEMS.map(({ key, label }) => (
        <Controller
          key={key}
          control={control}
          name={`theme.colors.${key}`}
          render={({ field }) => (
            <ColorPickerPopover label={label} value={field.value} onPick={(hex) => field.onChange(hex)} />
          )}
        />
      ))}
    </div>
  );
}

/** Step 2: the five theme colours, with the same picker as the back-office's Color Scheme panel. */
export function StepDesign() {
  const { watch } = useFormContext<StoreWizardInput>();
  const colors = watch('theme.colors');
  return (
    <div className="wizard-step__fields">
      <ThemeColorFields />
      <div
        className="wizard-swatch-preview"
        style={{ background: colors.background, color: colors.text, borderColor: colors.secondary }}
        data-testid="wizard-color-preview"
      >
        <strong style={{ color: colors.secondary }}>Your store</strong>
        <span>Text on your background.</span>
        <span
          className="wizard-swatch-preview__button"
          style={{ background: colors.primary, color: colors.accent }}
        >
          Add to Cart
        </span>
      </div>
    </div>
  );
}
