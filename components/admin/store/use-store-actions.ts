'use client';

import { useEffect, useState } from 'react';
import { ADMIN_MESSAGES } from '@/lib/messages';
import type { StoreAction } from './confirm-store-action';
import { forgetStoreSaved, readStoreSaved } from './saved-notice';
import type { useStoreCustomization } from './use-store-customization';
import type { TemplateEditor } from './use-template-editor';

/**
 * The store screen's own actions: Quick Edit (whose Cancel drops the unsaved business
 * information), Save All Changes, and Reset All Changes and Undo Last Save once confirmed; and
 * the notice of what was just saved.
 */
export function useStoreActions(custom: ReturnType<typeof useStoreCustomization>, editor: TemplateEditor) {
  const [quickEdit, setQuickEdit] = useState(false);
  const [confirming, setConfirming] = useState<StoreAction | null>(null);
  // What was just saved: Save All Changes here, or Complete Setup in the wizard before coming here.
  // The store screen shows 'Loading...' first, on the server too: the notice never meets hydration.
  const [notice, setNotice] = useState<string | null>(readStoreSaved);
  useEffect(forgetStoreSaved, []);

  const toggleQuickEdit = () => {
    if (quickEdit) custom.drop('business');
    setQuickEdit(!quickEdit);
  };

  const saveAll = async () => {
    setNotice(null);
    const result = await custom.saveAll(editor.pendingPages());
    if (!result) return;
    editor.applySaved(result.pageTemplates);
    setQuickEdit(false);
    setNotice(ADMIN_MESSAGES.allChangesSaved);
  };

  const confirm = async (action: StoreAction) => {
    setNotice(null);
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

  return { quickEdit, toggleQuickEdit, saveAll, confirming, ask: setConfirming, confirm, notice };
}
