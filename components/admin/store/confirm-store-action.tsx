'use client';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export type StoreAction = 'reset' | 'rollback';

const TEXTS: Record<StoreAction, { title: string; body: string; confirm: string; testId: string }> = {
  reset: {
    title: 'Reset all changes?',
    body: 'Every change not saved yet is dropped: layouts, components, colours, fonts, logo, hero and business information. What is saved stays as it is.',
    confirm: 'Reset All Changes',
    testId: 'reset-all-dialog',
  },
  rollback: {
    title: 'Undo the last save?',
    body: 'The store goes back to how it was before its last save: the theme, and the page layouts and business information that save changed. Shoppers see it at once.',
    confirm: 'Undo Last Save',
    testId: 'undo-save-dialog',
  },
};

type Props = { action: StoreAction; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Asks before the store screen drops unsaved edits or takes back its last save. */
export function ConfirmStoreAction({ action, busy, onConfirm, onCancel }: Props) {
  const text = TEXTS[action];
  return (
    <ConfirmDialog
      title={text.title}
      confirmLabel={text.confirm}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId={text.testId}
    >
      <p>{text.body}</p>
    </ConfirmDialog>
  );
}
