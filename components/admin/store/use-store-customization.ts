'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchStore, isClientError, rollbackStoreTheme, updateStore, updateStoreTheme, uploadStoreMedia, type ClientResult } from '@/lib/client/stores';
import { MESSAGES } from '@/lib/messages';
import type { Store, StoreMediaKind, Theme } from '@/lib/schemas/store';
import { resolveTheme } from '@/lib/theme';
import type { BusinessDraft } from './business-info';

export type Pending = { colors?: Theme['colors']; fonts?: Theme['fonts']; logo?: Theme['logo']; business?: BusinessDraft };

type Status = 'loading' | 'missing' | 'ready' | 'failed';

export const businessDraftOf = (store: Store): BusinessDraft => ({
  storeName: store.storeName,
  description: store.businessInfo.description ?? '',
  email: store.businessInfo.email ?? '',
  phoneNumber: store.businessInfo.phoneNumber ?? '',
});

const without = (pending: Pending, key: keyof Pending): Pending => {
  const next = { ...pending };
  delete next[key];
  return next;
};

/**
 * The store being customised (spec §4): edits to colours, fonts, logo and business information
 * apply locally and wait as pending; each successful save clears its item. Save All applies what
 * waits, then fetches the store again; Reset All rolls the theme back.
 */
export function useStoreCustomization(tenant: string) {
  const [status, setStatus] = useState<Status>('loading');
  const [store, setStore] = useState<Store | null>(null);
  const [pending, setPending] = useState<Pending>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Bumped by Save All and Reset All, so every panel starts again from the store. */
  const [revision, setRevision] = useState(0);

  const load = useCallback(async () => {
    if (!tenant) {
      setError(MESSAGES.noTenantId);
      setStatus('failed');
      return false;
    }
    const result = await fetchStore(tenant);
    if (isClientError(result)) {
      // 404: the tenant has no store yet.
      if (result.code === 'STORE_NOT_FOUND') {
        setStore(null);
        setStatus('missing');
        return true;
      }
      setError(result.error);
      setStatus((current) => (current === 'ready' ? current : 'failed'));
      return false;
    }
    setStore(result);
    setStatus('ready');
    return true;
  }, [tenant]);

  useEffect(() => {
    void load();
  }, [load]);

  const saved = useMemo(() => (store ? resolveTheme(store.theme) : null), [store]);
  /** The theme with every pending edit applied: what the preview wears. */
  const working = useMemo<Theme | null>(
    () => (saved ? { ...saved, colors: pending.colors ?? saved.colors, fonts: pending.fonts ?? saved.fonts, logo: pending.logo ?? saved.logo } : null),
    [saved, pending.colors, pending.fonts, pending.logo],
  );

  const queue = (patch: Pending) => setPending((current) => ({ ...current, ...patch }));
  const drop = (key: keyof Pending) => setPending((current) => without(current, key));

  /** One theme operation now; clears its pending item on success. */
  const saveTheme = async (key: 'colors' | 'fonts' | 'logo' | 'hero', body: Parameters<typeof updateStoreTheme>[1]): Promise<boolean> => {
    if (!store) return false;
    setError(null);
    const result = await updateStoreTheme(store._id, body, key === 'hero' ? MESSAGES.heroUpdateFailed : MESSAGES.themeUpdateFailed);
    if (isClientError(result)) {
      setError(result.error);
      return false;
    }
    setStore(result);
    if (key !== 'hero') drop(key);
    return true;
  };

  const upload = async (kind: StoreMediaKind, file: Blob, name: string): Promise<{ url: string } | { error: string }> => {
    if (!store) return { error: MESSAGES.noTenantId };
    const result = await uploadStoreMedia(store._id, kind, file, name);
    return isClientError(result) ? { error: result.error } : { url: result.url };
  };

  const saveAll = async () => {
    if (!store) return;
    setBusy(true);
    setError(null);
    const steps: [keyof Pending, () => Promise<ClientResult<unknown>>][] = [];
    if (pending.colors) steps.push(['colors', () => updateStoreTheme(store._id, { operation: 'updateColors', colors: pending.colors! })]);
    if (pending.fonts) steps.push(['fonts', () => updateStoreTheme(store._id, { operation: 'updateFonts', fonts: pending.fonts! })]);
    if (pending.logo) steps.push(['logo', () => updateStoreTheme(store._id, { operation: 'updateLogo', logo: pending.logo! })]);
    if (pending.business) {
      const { storeName, description, email, phoneNumber } = pending.business;
      steps.push(['business', () => updateStore(store._id, { storeName, businessInfo: { description, email, phoneNumber } })]);
    }
    const failures: string[] = [];
    for (const [key, step] of steps) {
      const result = await step();
      if (isClientError(result)) failures.push(result.error);
      else drop(key);
    }
    await load();
    setBusy(false);
    setRevision((n) => n + 1);
    if (failures.length) setError(`${MESSAGES.saveAllFailed} (${failures.join('; ')})`);
    return failures.length === 0;
  };

  const resetAll = async () => {
    if (!store) return false;
    setBusy(true);
    setError(null);
    const result = await rollbackStoreTheme(store._id);
    setBusy(false);
    if (isClientError(result)) {
      setError(`${MESSAGES.resetAllFailed} (${result.error})`);
      return false;
    }
    setStore(result);
    setPending({});
    setRevision((n) => n + 1);
    return true;
  };

  return { status, store, saved, working, pending, error, busy, revision, queue, drop, saveTheme, upload, saveAll, resetAll, reload: load, setError };
}
