'use client';

import { useState } from 'react';
import { MESSAGES } from '@/lib/messages';
import type { Theme } from '@/lib/schemas/store';
import { ColorPickerPopover } from './color-picker-popover';
import { useFollowSaved } from './use-follow-saved';

type Colors = Theme['colors'];

/** Each colour's label, in the order they are shown; the type asks for one a colour. */
const LABELS: Record<keyof Colors, string> = {
  primary: 'Primary Color',
  secondary: 'Secondary Color',
  background: 'Background Color',
  text: 'Text Color',
  accent: 'Accent Color',
};
const ITEMS = (Object.keys(LABELS) as (keyof Colors)[]).map((key) => ({ key, label: LABELS[key] }));

type Props = {
  initialColors: Colors;
  /** Edits still waiting from before this panel was shown (another tab). */
  pendingColors?: Colors;
  /** `final` false: a live update while picking; true: Save Colors. Answers whether it saved. */
  onSave: (colors: Colors, final: boolean) => void | boolean | Promise<boolean | void>;
  onReset: () => void;
};

/** 'Color Scheme' (spec §2, §4): five colours, live while picking, saved with Save Colors. */
export function ColorPanel({ initialColors, pendingColors, onSave, onReset }: Props) {
  const [colors, setColors] = useState(pendingColors ?? initialColors);
  const [unsaved, setUnsaved] = useState(Boolean(pendingColors));
  const [saving, setSaving] = useState(false);
  // The working colours follow the initial ones whenever those change (a save, a rollback).
  useFollowSaved(initialColors, (saved) => {
    setColors(saved);
    setUnsaved(false);
  });

  const pick = (key: keyof Colors, hex: string) => {
    const next = { ...colors, [key]: hex };
    setColors(next);
    setUnsaved(true);
    void onSave(next, false);
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await onSave(colors, true);
      if (saved !== false) setUnsaved(false);
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    setColors(initialColors);
    setUnsaved(false);
    onReset();
  };

  return (
    <section className="admin-panel" aria-labelledby="color-scheme-title">
      <h3 id="color-scheme-title" className="admin-panel__title">
        Color Scheme
      </h3>
      <div className="color-list">
        {ITEMS.map(({ key, label }) => (
          <ColorPickerPopover key={key} label={label} value={colors[key]} onPick={(hex) => pick(key, hex)} />
        ))}
      </div>
      {unsaved && (
        <p className="notice notice--warning admin-panel__notice" role="status">
          {MESSAGES.unsavedChanges}
        </p>
      )}
      <div className="admin-panel__actions">
        <button type="button" className="button" disabled={!unsaved || saving} onClick={() => void save()}>
          Save Colors
        </button>
        <button type="button" className="button button--ghost" onClick={reset}>
          Reset
        </button>
      </div>
    </section>
  );
}
