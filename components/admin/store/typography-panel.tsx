'use client';

import { useState } from 'react';
import { SelectField } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import {
  BASE_FONT_SIZES,
  DEFAULT_BASE_FONT_SIZE,
  DEFAULT_HEADING_FONT_SIZE,
  FONT_CHOICES,
  HEADING_FONT_SIZES,
} from '@/lib/constants/store-builder';
import type { Theme } from '@/lib/schemas/store';
import { useFollowSaved } from './use-follow-saved';

type Fonts = Theme['fonts'];

/** A size as a whole number; anything not numeric is the fallback (spec §5: 16 base, 32 heading). */
export function readFontSize(value: unknown, fallback: number): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function normalise(fonts: Fonts): Fonts {
  return {
    primary: fonts.primary,
    secondary: fonts.secondary,
    baseFontSize: readFontSize(fonts.baseFontSize, DEFAULT_BASE_FONT_SIZE),
    headingFontSize: readFontSize(fonts.headingFontSize, DEFAULT_HEADING_FONT_SIZE),
  };
}

type Props = {
  initialFonts: Fonts;
  /** Edits still waiting from before this panel was shown (another tab). */
  pendingFonts?: Fonts;
  /** `final` false: a live update; true: Save Fonts (always all four fields). */
  onSave: (fonts: Fonts, final: boolean) => void | boolean | Promise<boolean | void>;
  onReset: () => void;
};

/** The font list, keeping a store's current font selectable when it is not one of the choices. */
function fontOptions(current: string) {
  return FONT_CHOICES.some((choice) => choice.value === current)
    ? FONT_CHOICES
    : [...FONT_CHOICES, { label: current, value: current }];
}

/** 'Typography' (spec §2, §4, §9): primary and secondary font, base and heading size. */
export function TypographyPanel({ initialFonts, pendingFonts, onSave, onReset }: Props) {
  const [fonts, setFonts] = useState(() => normalise(pendingFonts ?? initialFonts));
  const [saving, setSaving] = useState(false);
  useFollowSaved(initialFonts, (saved) => setFonts(normalise(saved)));

  const change = (patch: Partial<Fonts>) => {
    const next = { ...fonts, ...patch };
    setFonts(next);
    void onSave(next, false);
  };

  const sizes = (
    label: string,
    key: 'baseFontSize' | 'headingFontSize',
    options: readonly number[],
    fallback: number,
  ) => (
    <SelectField
      label={label}
      value={fonts[key]}
      onChange={(event) => change({ [key]: readFontSize(event.target.value, fallback) })}
    >
      {(options.includes(fonts[key]) ? options : [...options, fonts[key]]).map((size) => (
        <option key={size} value={size}>
          {size}px
        </option>
      ))}
    </SelectField>
  );

  const family = (label: string, key: 'primary' | 'secondary') => (
    <SelectField label={label} value={fonts[key]} onChange={(event) => change({ [key]: event.target.value })}>
      {fontOptions(fonts[key]).map((choice) => (
        <option key={choice.value} value={choice.value} style={{ fontFamily: choice.value }}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );

  return (
    <Panel name="typography" title="Typography" level={3}>
      <div className="admin-panel__grid">
        {family('Primary Font', 'primary')}
        {family('Secondary Font', 'secondary')}
        {sizes('Base Font Size', 'baseFontSize', BASE_FONT_SIZES, DEFAULT_BASE_FONT_SIZE)}
        {sizes('Heading Font Size', 'headingFontSize', HEADING_FONT_SIZES, DEFAULT_HEADING_FONT_SIZE)}
      </div>
      <div className="admin-panel__actions">
        <button
          type="button"
          className="button"
          disabled={saving}
          onClick={async () => {
            setSaving(true);
            try {
              await onSave(fonts, true);
            } finally {
              setSaving(false);
            }
          }}
        >
          Save Fonts
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setFonts(normalise(initialFonts));
            onReset();
          }}
        >
          Reset
        </button>
      </div>
    </Panel>
  );
}
