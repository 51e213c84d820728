'use client';

import type { ReactNode } from 'react';
import { BusinessInfo, type BusinessDraft } from './business-info';
import type { heroEditing } from './hero-editing';
import { HeroPanel } from './hero-panel';
import type { useStoreCustomization } from './use-store-customization';

type Props = {
  custom: ReturnType<typeof useStoreCustomization>;
  business: BusinessDraft;
  quickEdit: boolean;
  themePanels: ReactNode;
  hero: ReturnType<typeof heroEditing>;
  heroPending: boolean;
};

/** The Style Customization tab: business information (Quick Edit), the theme's panels and the hero. */
export function StyleCustomization({ custom, business, quickEdit, themePanels, hero, heroPending }: Props) {
  return (
    <div className="admin-stack">
      <BusinessInfo
        value={business}
        editable={quickEdit}
        onChange={(value) => custom.queue({ business: value })}
      />
      <h2 className="admin-section-title">Theme</h2>
      {themePanels}
      <HeroPanel
        key={`hero-${custom.revision}`}
        hero={hero.hero}
        height={hero.height}
        pending={heroPending}
        upload={(file, name) => custom.upload('hero', file, name)}
        onChange={hero.change}
        onHeight={hero.changeHeight}
        onSave={hero.save}
      />
    </div>
  );
}
