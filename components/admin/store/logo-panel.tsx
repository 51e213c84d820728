'use client';

import { useId } from 'react';
import {
  LOGO_WIDTH_DEFAULT,
  LOGO_WIDTH_MAX,
  LOGO_WIDTH_MIN,
  LOGO_WIDTH_STEP,
} from '@/lib/constants/store-builder';
import type { Theme } from '@/lib/schemas/store';
import { clampLogoWidth } from '@/lib/schemas/store';
import { safeImageUrl } from '@/lib/theme';
import { ImageFileField, usePictureUpload } from './image-file-field';
import { prepareLogo } from './image-files';

type Logo = Theme['logo'];

/** The width slider's range: 50–500 px in steps of 10. */
const WIDTH_RANGE = {
  type: 'range',
  min: LOGO_WIDTH_MIN,
  max: LOGO_WIDTH_MAX,
  step: LOGO_WIDTH_STEP,
} as const;

type Props = {
  logo: Logo;
  /** Uploads the prepared file; answers the stored image's URL, or an error to show. */
  upload: (file: Blob, name: string) => Promise<{ url: string } | { error: string }>;
  /** `final` false: a new file or width (pending, live in the preview); true: Save Logo. */
  onChange: (logo: Logo, final: boolean) => Promise<boolean | void> | void;
};

/** 'Logo' (spec §5, §9): upload (checked, compressed), width 50–500 px in steps of 10. */
export function LogoPanel({ logo, upload, onChange }: Props) {
  const inputId = useId();
  const picture = usePictureUpload();
  const { busy, setError } = picture;
  // The width shown is the logo's own (unsaved edits included), so the slider and preview agree.
  const width = clampLogoWidth(logo.maxWidth ?? LOGO_WIDTH_DEFAULT);
  const url = safeImageUrl(logo.url);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    await picture.run(async () => {
      const prepared = await prepareLogo(file);
      if ('error' in prepared) return setError(prepared.error);
      const uploaded = await upload(prepared.file, prepared.name);
      if ('error' in uploaded) return setError(uploaded.error);
      // The new logo waits with the other edits, shown in the preview, until Save Logo or Save All.
      await onChange({ url: uploaded.url, altText: logo.altText, maxWidth: width }, false);
    });
  };

  return (
    <section className="admin-panel" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="admin-panel__title">
        Logo
      </h3>
      {url && (
        // eslint-disable-next-line @next/next/no-img-element -- the store's own uploaded logo
        <img
          className="admin-logo-preview"
          src={url}
          alt={logo.altText || 'Current logo'}
          style={{ maxWidth: width }}
        />
      )}
      <ImageFileField kind="logo" upload={picture} onFile={(file) => void choose(file)} />
      <label className="field admin-field">
        <span className="field__label">Logo width: {width}px</span>
        <input
          {...WIDTH_RANGE}
          value={width}
          onChange={(event) => {
            const next = clampLogoWidth(Number(event.target.value));
            void onChange({ ...logo, maxWidth: next }, false);
          }}
        />
      </label>
      <div className="admin-panel__actions">
        <button
          type="button"
          className="button"
          disabled={busy || !url}
          onClick={() => void onChange({ ...logo, maxWidth: width }, true)}
        >
          Save Logo
        </button>
      </div>
    </section>
  );
}
