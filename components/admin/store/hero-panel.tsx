'use client';

import { useId } from 'react';
import { HERO_HEIGHT_CHOICES, HERO_HEIGHTS_PX, HERO_OVERLAY_OPACITY } from '@/lib/constants/store-builder';
import { MESSAGES } from '@/lib/messages';
import type { Theme } from '@/lib/schemas/store';
import { HERO_TEXT_POSITIONS } from '@/lib/schemas/store';
import { safeImageUrl } from '@/lib/theme';
import { Options, SelectField } from '@/components/ui/field';
import { ImageFileField, usePictureUpload } from './image-file-field';
import { prepareHero } from './image-files';

type Hero = Theme['hero'];
export type HeroHeight = (typeof HERO_HEIGHT_CHOICES)[number];

type Props = {
  /** The hero as the screen shows it (unsaved edits included). */
  hero: Hero;
  /** The home page's hero height (a template setting), as shown. */
  height: HeroHeight;
  /** Whether the hero or the home page has unsaved edits. */
  pending: boolean;
  upload: (file: Blob, name: string) => Promise<{ url: string } | { error: string }>;
  /** An edit: it waits, and the preview shows it at once. */
  onChange: (hero: Hero) => void;
  onHeight: (height: HeroHeight) => void;
  /** Save Hero: the hero and its look on the home page, now. */
  onSave: () => Promise<boolean>;
};

/**
 * 'Hero Section' (spec §5, §9): image up to 5 MB, overlay at 40 %, text position and height. Each
 * edit waits with the screen's other changes until Save Hero or Save All Changes.
 */
export function HeroPanel({ hero, height, pending, upload, onChange, onHeight, onSave }: Props) {
  const inputId = useId();
  const picture = usePictureUpload();
  const { busy, setError, run } = picture;
  const url = safeImageUrl(hero.url);

  const choose = (file: File | undefined) =>
    run(async () => {
      const prepared = prepareHero(file);
      if ('error' in prepared) return setError(prepared.error);
      const uploaded = await upload(prepared.file, prepared.name);
      if ('error' in uploaded) return setError(uploaded.error);
      onChange({ ...hero, url: uploaded.url });
    });

  return (
    <section className="admin-panel" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="admin-panel__title">
        Hero Section
      </h3>
      {url && (
        // eslint-disable-next-line @next/next/no-img-element -- the store's own uploaded hero
        <img className="admin-hero-preview" src={url} alt={hero.altText || 'Current hero image'} />
      )}
      <ImageFileField kind="hero" upload={picture} onFile={(file) => void choose(file)} />
      <HeroLook hero={hero} height={height} busy={busy} onChange={onChange} onHeight={onHeight} />
      {pending && (
        <p className="notice notice--warning admin-panel__notice" role="status">
          {MESSAGES.unsavedChanges}
        </p>
      )}
      <div className="admin-panel__actions">
        <button type="button" className="button" disabled={busy || !pending} onClick={() => void run(onSave)}>
          Save Hero
        </button>
      </div>
    </section>
  );
}

const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

type LookProps = Pick<Props, 'hero' | 'height' | 'onChange' | 'onHeight'> & { busy: boolean };

/** The hero's look: height, text position and the overlay behind the text. */
function HeroLook({ hero, height, busy, onChange, onHeight }: LookProps) {
  return (
    <>
      <div className="admin-panel__grid">
        <SelectField
          label="Height"
          value={height}
          disabled={busy}
          onChange={(event) => onHeight(event.target.value as HeroHeight)}
        >
          <Options
            values={HERO_HEIGHT_CHOICES}
            labelOf={(choice) => `${capitalised(choice)} (${HERO_HEIGHTS_PX[choice]}px)`}
          />
        </SelectField>
        <SelectField
          label="Text position"
          value={hero.textPosition}
          disabled={busy}
          onChange={(event) => onChange({ ...hero, textPosition: event.target.value })}
        >
          <Options values={HERO_TEXT_POSITIONS} labelOf={capitalised} />
        </SelectField>
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={hero.overlay}
          disabled={busy}
          onChange={(event) => onChange({ ...hero, overlay: event.target.checked })}
        />
        Darken the image behind the text ({Math.round(HERO_OVERLAY_OPACITY * 100)}% overlay)
      </label>
    </>
  );
}
