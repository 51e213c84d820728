'use client';

import Link from 'next/link';
import type { StoreAction } from './confirm-store-action';

type Props = {
  storeName: string;
  quickEdit: boolean;
  onQuickEdit: () => void;
  hasPending: boolean;
  busy: boolean;
  onSaveAll: () => void;
  onAsk: (action: StoreAction) => void;
};

/**
 * The store screen's title and actions: Edit with Wizard, Quick Edit, and Save All and Reset All
 * while edits wait, else Undo Last Save.
 */
export function StoreManagerHeader({
  storeName,
  quickEdit,
  onQuickEdit,
  hasPending,
  busy,
  onSaveAll,
  onAsk,
}: Props) {
  return (
    <header className="store-manager__header">
      <div>
        <p className="eyebrow">Store management</p>
        <h1 className="page-title" data-testid="store-title">
          {storeName}
        </h1>
      </div>
      <div className="admin-panel__actions">
        <Link href="/admin/store/setup?edit=1" className="button button--ghost">
          Edit with Wizard
        </Link>
        <button type="button" className="button button--ghost" aria-pressed={quickEdit} onClick={onQuickEdit}>
          {quickEdit ? 'Cancel' : 'Quick Edit'}
        </button>
        {hasPending ? (
          <>
            <button type="button" className="button" disabled={busy} onClick={onSaveAll}>
              Save All Changes
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => onAsk('reset')}
            >
              Reset All Changes
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onAsk('rollback')}
          >
            Undo Last Save
          </button>
        )}
      </div>
    </header>
  );
}
