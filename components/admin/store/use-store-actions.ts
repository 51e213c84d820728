'use client';

import { useState } from 'react';
import type { StoreAction } from './confirm-store-action';
import type { useStoreCustomization } from './use-store-customization';
import type { TemplateEditor } from './use-template-editor';

/**
 * The store screen's own actions: Quick Edit (whose Cancel drops the unsaved business
 * information), Save All Changes, and Reset All Changes and Undo Last Save once confirmed.
 */
export function useStoreActions(custom: ReturnType<typeof useStoreCustomization>, editor: TemplateEditor) {
  const [quickEdit, setQuickEdit] = useState(false);
  const [confirming, setConfirming] = useState<StoreAction | null>(null);

  const toggleQuickEdit = () => {
    if (quickEdit) custom.drop('business');
    setQuickEdit(!quickEdit);
  };

  const saveAll = async () => {
    const result = await custom.saveAll(editor.pendingPages());
    if (!result) return;
    editor.applySaved(result.pageTemplates);
    setQuickEdit(false);
  };

  const confirm = async (action: StoreAction) => {
    if (action === 'reset') {
      custom.resetAll();
      editor.discard();
      setQuickEdit(false);
    } else if (await custom.rollback()) {
      await editor.reload();
      setQuickEdit(false);
    }
    setConfirming(null);
  };

  return { quickEdit, toggleQuickEdit, saveAll, confirming, ask: setConfirming, confirm };
}
