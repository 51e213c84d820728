'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  fetchStore,
  isClientError,
  rollbackStoreTheme,
  saveStoreCustomization,
  updateStoreTheme,
  uploadStoreMedia,
} from '@/lib/client/stores';
import { failureWithDetail, MESSAGES } from '@/lib/messages';
import type { Store, StoreMediaKind, Theme } from '@/lib/schemas/store';
import type { StoreCustomization, StoreCustomizationInput } from '@/lib/schemas/store-customization';
import type { PageTemplate } from '@/lib/schemas/templates';
import { resolveTheme } from '@/lib/theme';
import type { BusinessDraft } from './business-info';

export type Pending = {
  colors?: Theme['colors'];
  fonts?: Theme['fonts'];
  logo?: Theme['logo'];
  hero?: Theme['hero'];
  business?: BusinessDraft;
};

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

/** The Save All body for what waits: the theme's parts, Quick Edit's fields and the pages shown. */
export function customizationBody(pending: Pending, pages: PageTemplate[]): StoreCustomizationInput {
  const { colors, fonts, logo, hero, business } = pending;
  const theme = {
    ...(colors && { colors }),
    ...(fonts && { fonts }),
    ...(logo && { logo }),
    ...(hero && { hero: { ...hero, textPosition: hero.textPosition as 'left' } }),
  };
  return {
    ...(Object.keys(theme).length ? { theme } : {}),
    ...(business ? { business } : {}),
    ...(pages.length
      ? {
          pageTemplates: pages.map(({ pageType, templateId, customizations, componentSettings }) => ({
            pageType,
            templateId,
            customizations: customizations as Record<string, string | number | boolean>,
            componentSettings: componentSettings as never,
          })),
        }
      : {}),
  };
}

/** The tenant's store, fetched on arrival; `load` fetches it again. A 404 means it has none yet. */
function useStoreRecord(tenant: string) {
  const [status, setStatus] = useState<Status>(tenant ? 'loading' : 'failed');
  const [store, setStore] = useState<Store | null>(null);
  const [error, setError] = useState<string | null>(tenant ? null : MESSAGES.noTenantId);

  /** Takes a fetch's answer; a 404 means the tenant has no store yet. */
  const take = useCallback((result: Awaited<ReturnType<typeof fetchStore>>) => {
    if (isClientError(result)) {
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
  }, []);

  const load = useCallback(async () => (tenant ? take(await fetchStore(tenant)) : false), [tenant, take]);

  useEffect(() => {
    if (!tenant) return;
    let cancelled = false;
    void fetchStore(tenant).then((result) => {
      if (!cancelled) take(result);
    });
    return () => {
      cancelled = true;
    };
  }, [tenant, take]);

  return { status, store, setStore, error, setError, load };
}

/** The store's theme as saved, and as shown: with every pending edit applied. */
function useThemes(store: Store | null, pending: Pending) {
  const saved = useMemo(() => (store ? resolveTheme(store.theme) : null), [store]);
  /** The theme with every pending edit applied: what the preview wears. */
  const working = useMemo<Theme | null>(
    () =>
      saved
        ? {
            ...saved,
            colors: pending.colors ?? saved.colors,
            fonts: pending.fonts ?? saved.fonts,
            logo: pending.logo ?? saved.logo,
            hero: pending.hero ?? saved.hero,
          }
        : null,
    [saved, pending.colors, pending.fonts, pending.logo, pending.hero],
  );
  return { saved, working };
}

/** Uploads a logo or hero image for the store; answers its address or what went wrong. */
function mediaUpload(store: Store | null) {
  return async (
    kind: StoreMediaKind,
    file: Blob,
    name: string,
  ): Promise<{ url: string } | { error: string }> => {
    if (!store) return { error: MESSAGES.noTenantId };
    const result = await uploadStoreMedia(store._id, kind, file, name);
    return isClientError(result) ? { error: result.error } : { url: result.url };
  };
}

type ThemeOperation = Parameters<typeof updateStoreTheme>[1];

/** Sends one theme operation (colours, fonts or logo); answers whether the api took it. */
async function updateTheme(
  store: Store | null,
  body: ThemeOperation,
  setError: (error: string | null) => void,
  updated: (store: Store) => void,
) {
  if (!store) return false;
  setError(null);
  const result = await updateStoreTheme(store._id, body, MESSAGES.themeUpdateFailed);
  if (isClientError(result)) {
    setError(failureWithDetail(MESSAGES.themeUpdateFailed, result.error));
    return false;
  }
  updated(result);
  return true;
}

type RollbackHooks = {
  setBusy: (busy: boolean) => void;
  setError: (error: string | null) => void;
  restored: (store: Store) => void;
};

/**
 * Undo Last Save resets the theme to the version before the last save; answers whether it came
 * back. A failure reads 'Failed to reset theme', then the server's words, else the rollback call's
 * own 'Failed to rollback theme'.
 */
async function rollbackStore(store: Store | null, { setBusy, setError, restored }: RollbackHooks) {
  if (!store) return false;
  setBusy(true);
  setError(null);
  const result = await rollbackStoreTheme(store._id);
  setBusy(false);
  if (isClientError(result)) {
    setError(failureWithDetail(MESSAGES.themeResetFailed, result.error));
    return false;
  }
  restored(result);
  return true;
}

/**
 * The store being customised (spec §4): edits to colours, fonts, logo, hero and business
 * information apply locally and wait as pending; each panel's save clears its item. Save All
 * writes everything pending, page layouts included, in one call; Reset All drops it all.
 */
export function useStoreCustomization(tenant: string) {
  const { status, store, setStore, error, setError, load } = useStoreRecord(tenant);
  const [pending, setPending] = useState<Pending>({});
  const [busy, setBusy] = useState(false);
  /** Bumped by Save All, Reset All and a rollback, so every panel starts again from the store. */
  const [revision, setRevision] = useState(0);

  const { saved, working } = useThemes(store, pending);

  const queue = (patch: Pending) => setPending((current) => ({ ...current, ...patch }));
  const drop = (key: keyof Pending) => setPending((current) => without(current, key));

  /** One theme operation now; clears its pending item on success. */
  const saveTheme = (key: 'colors' | 'fonts' | 'logo', body: ThemeOperation) =>
    updateTheme(store, body, setError, (updated) => {
      setStore(updated);
      drop(key);
    });

  /**
   * Writes part of what waits (a panel's own save) or all of it (Save All) in one call; answers
   * the page configs saved, or null when refused (the message is shown).
   */
  const saveCustomization = async (
    body: StoreCustomizationInput,
    clears: (keyof Pending)[],
    failure: string,
  ): Promise<StoreCustomization | null> => {
    if (!store) return null;
    setBusy(true);
    setError(null);
    const result = await saveStoreCustomization(store._id, body);
    setBusy(false);
    if (isClientError(result)) {
      setError(failureWithDetail(failure, result.error));
      return null;
    }
    setStore(result.store);
    setPending((current) => clears.reduce(without, current));
    return result;
  };

  /** Save All: everything pending, with the pages shown that differ from the saved ones. */
  const saveAll = async (pages: PageTemplate[]) => {
    const result = await saveCustomization(
      customizationBody(pending, pages),
      Object.keys(pending) as (keyof Pending)[],
      MESSAGES.saveAllFailed,
    );
    if (result) setRevision((n) => n + 1);
    return result;
  };

  /** Reset All (after the owner confirmed): every unsaved edit is dropped; nothing saved changes. */
  const resetAll = () => {
    setPending({});
    setError(null);
    setRevision((n) => n + 1);
  };

  /** Undo Last Save (after the owner confirmed): the version before the last save comes back. */
  const rollback = () =>
    rollbackStore(store, {
      setBusy,
      setError,
      restored: (restored) => {
        setStore(restored);
        setPending({});
        setRevision((n) => n + 1);
      },
    });

  const upload = mediaUpload(store);

  return {
    status,
    store,
    saved,
    working,
    pending,
    error,
    busy,
    revision,
    queue,
    drop,
    saveTheme,
    saveCustomization,
    upload,
    saveAll,
    resetAll,
    rollback,
    reload: load,
    setError,
  };
}
