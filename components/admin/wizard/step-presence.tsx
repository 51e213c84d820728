'use client';

import { useFormContext } from 'react-hook-form';
import type { StoreWizardInput } from '@/lib/schemas/store-wizard';
import { SOCIAL_LINKS, type SocialLinkName } from '@/lib/social-links';
import { WizardField } from './wizard-field';

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
      {SOCIAL_LINKS.map(({ name, label }) => (
        <WizardField key={name} name={`socialLinks.${name}`} id={`wizard-${name}`} label={label}>
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
