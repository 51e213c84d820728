'use client';

import { useEffect, useState } from 'react';
import { Overlay } from '@/components/ui/overlay';
import { restoreBackup } from '@/lib/client/backups';
import { MESSAGES } from '@/lib/messages';
import type { RestoreResult } from '@/lib/schemas/backups';

type Props = { filename: string; onClose: () => void; onRestored: (message: string) => void };

type State =
  | { step: 'checking' }
  | { step: 'preview'; preview: RestoreResult }
  | { step: 'restoring'; preview: RestoreResult }
  | { step: 'failed'; error: string; preview?: RestoreResult };

/** The api names the product columns a restore would set; the owner reads the form's words. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  priceCents: 'Price',
  size: 'Size',
  totalInventory: 'Stock',
  metal: 'Metal',
  gemstone: 'Gemstone',
  featured: 'Featured',
  archived: 'Listed',
};
const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Restore from a backup: a dry run first lists what would change; only Restore Now writes. */
export function RestoreDialog({ filename, onClose, onRestored }: Props) {
  const [state, setState] = useState<State>({ step: 'checking' });

  useEffect(() => {
    let live = true;
    void restoreBackup(filename, true).then((result) => {
      if (live)
        setState(
          'error' in result ? { step: 'failed', error: result.error } : { step: 'preview', preview: result },
        );
    });
    return () => {
      live = false;
    };
  }, [filename]);

  const confirm = async (preview: RestoreResult) => {
    setState({ step: 'restoring', preview });
    const result = await restoreBackup(filename, false);
    if ('error' in result) return setState({ step: 'failed', error: result.error, preview });
    onRestored(
      `Restored from ${filename}: ${count(result.added.length, 'product')} added, ${result.changed.length} changed, ${result.archived.length} archived.`,
    );
  };

  const preview = 'preview' in state ? state.preview : undefined;
  const nothing = preview && preview.added.length + preview.changed.length + preview.archived.length === 0;
  return (
    <Overlay
      title={`Restore ${filename}?`}
      onClose={state.step === 'restoring' ? undefined : onClose}
      testId="restore-dialog"
    >
      {state.step === 'checking' && <p role="status">{MESSAGES.loading}</p>}
      {state.step === 'failed' && (
        <p role="alert" className="notice notice--error">
          {state.error}
        </p>
      )}
      {preview && (
        <div className="restore-preview" data-testid="restore-preview">
          <p>
            {nothing
              ? 'Your products already match this backup; restoring changes nothing.'
              : 'Restoring would change your products like this:'}
          </p>
          <ChangeList
            title={`Added (${preview.added.length})`}
            items={preview.added.map((item) => item.name)}
          />
          <ChangeList
            title={`Changed (${preview.changed.length})`}
            items={preview.changed.map((item) => `${item.name}: ${item.fields.map(fieldLabel).join(', ')}`)}
          />
          <ChangeList
            title={`Archived (${preview.archived.length})`}
            items={preview.archived.map((item) => item.name)}
          />
          <p className="restore-preview__unchanged">{count(preview.unchanged, 'product')} unchanged.</p>
        </div>
      )}
      <div className="admin-panel__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={onClose}
          disabled={state.step === 'restoring'}
        >
          Cancel
        </button>
        {preview && !nothing && (
          <button
            type="button"
            className="button"
            onClick={() => confirm(preview)}
            disabled={state.step === 'restoring'}
          >
            {state.step === 'restoring' ? 'Restoring…' : 'Restore Now'}
          </button>
        )}
      </div>
    </Overlay>
  );
}

function ChangeList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="restore-preview__group">
      <h3 className="restore-preview__title">{title}</h3>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
