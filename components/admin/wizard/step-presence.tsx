'use client';

import { useFormContext } from 'react-hook-form';
import { SOCIAL_LINK_NAMES, type SocialLinkName, type StoreWizardInput } from '@/lib/schemas/store-wizard';
import { WizardField } from './wizard-field';

export const SOCIAL_LINK_LABELS: Record<SocialLinkName, string> = {
  website: 'Website',
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  etsy: 'Etsy',
};

const PLACEHOLDERS: Record<SocialLinkName, string> = {
  website: 'https://www.example.com',
  instagram: '@yourstudio or https://instagram.com/yourstudio',
  facebook: 'https://facebook.com/yourstudio',
  pinterest: 'https://pinterest.com/yourstudio',
  etsy: 'https://etsy.com/shop/yourstudio',
};

/** Step 5: where else shoppers find the store; each link optional. */
export function StepPresence() {
  const { register } = useFormContext<StoreWizardInput>();
  return (
    <div className="wizard-step__fields">
      {SOCIAL_LINK_NAMES.map((name) => (
        <WizardField key={name} name={`socialLinks.${name}`} id={`wizard-${name}`} label={SOCIAL_LINK_LABELS[name]}>
          {(aria) => (
            <input
              {...register(`socialLinks.${name}`)}
              {...aria}
              className="input"
              type={name === 'instagram' ? 'text' : 'url'}
              inputMode="url"
              placeholder={PLACEHOLDERS[name]}
              data-testid={`wizard-${name}`}
            />
          )}
        </WizardField>
      ))}
    </div>
  );
}
