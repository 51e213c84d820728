'use client';

import { ADMIN_MESSAGES } from '@/lib/messages';

/** The wizard's save, carried to store management for one showing (the wizard then leaves). */
const KEY = 'sitka:store-saved';

type Saved = 'created' | 'updated';

/** Notes that Complete Setup saved the store, created or updated, for store management to say. */
export function noteStoreSaved(saved: Saved): void {
  try {
    sessionStorage.setItem(KEY, saved);
  } catch {
    // Storage refused (a private window's quota): the store is saved all the same.
  }
}

/** What the wizard saved, to say on arrival (null on the server and when nothing was saved). */
export function readStoreSaved(): string | null {
  try {
    if (typeof window === 'undefined') return null;
    const saved = sessionStorage.getItem(KEY);
    if (saved === 'created') return ADMIN_MESSAGES.storeSetUp;
    if (saved === 'updated') return ADMIN_MESSAGES.storeWizardSaved;
  } catch {
    // No storage: nothing to say.
  }
  return null;
}

/** Said once: coming back later says nothing more. */
export function forgetStoreSaved(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // No storage: nothing kept.
  }
}
