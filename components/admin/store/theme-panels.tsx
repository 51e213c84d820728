'use client';

import type { Theme } from '@/lib/schemas/store';
import { ColorPanel } from './color-panel';
import { LogoPanel } from './logo-panel';
import { TypographyPanel } from './typography-panel';
import type { Pending, useStoreCustomization } from './use-store-customization';

type Props = {
  custom: ReturnType<typeof useStoreCustomization>;
  saved: Theme;
  working: Theme;
  pending: Pending;
};

/** The theme's colour, typography and logo panels, each saving its part or leaving it pending. */
export function ThemePanels({ custom, saved, working, pending }: Props) {
  return (
    <>
      <ColorPanel
        key={`colors-${custom.revision}`}
        initialColors={saved.colors}
        pendingColors={pending.colors}
        onSave={(colors, final) =>
          final ? custom.saveTheme('colors', { operation: 'updateColors', colors }) : custom.queue({ colors })
        }
        onReset={() => custom.drop('colors')}
      />
      <TypographyPanel
        key={`fonts-${custom.revision}`}
        initialFonts={saved.fonts}
        pendingFonts={pending.fonts}
        onSave={(fonts, final) =>
          final ? custom.saveTheme('fonts', { operation: 'updateFonts', fonts }) : custom.queue({ fonts })
        }
        onReset={() => custom.drop('fonts')}
      />
      <LogoPanel
        key={`logo-${custom.revision}`}
        logo={working.logo}
        upload={(file, name) => custom.upload('logo', file, name)}
        onChange={(logo, final) =>
          final ? custom.saveTheme('logo', { operation: 'updateLogo', logo }) : custom.queue({ logo })
        }
      />
    </>
  );
}
