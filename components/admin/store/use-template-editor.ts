'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { sameJson } from '@/lib/canonical-json';
import { isClientError } from '@/lib/client/stores';
import { fetchTemplates, savePageTemplate, updateTemplateComponent } from '@/lib/client/templates';
import { MESSAGES } from '@/lib/messages';
import { variantPageTemplate, type PageTemplate } from '@/lib/schemas/templates';
import type { PageType } from '@/lib/templates';

export type ByPage = Partial<Record<PageType, PageTemplate>>;

export type TemplateEditor = {
  loading: boolean;
  error: string | null;
  /** Each page's config as saved. */
  saved: ByPage;
  /** Each page's config as the screen shows it (unsaved edits included). */
  working: ByPage;
  /** Whether the page shown differs from the page saved. */
  isPending: (pageType: PageType) => boolean;
  /** The pages that differ from what is saved, as shown. */
  pendingPages: () => PageTemplate[];
  selectVariant: (pageType: PageType, name: string) => void;
  toggleComponent: (pageType: PageType, componentId: string, visible: boolean) => Promise<void>;
  /** Changes a component's settings on screen; they wait with the rest. */
  setComponentSettings: (pageType: PageType, componentId: string, settings: Record<string, unknown>) => void;
  save: (pageType: PageType) => Promise<void>;
  /** The page's Reset: fetches the saved configs and drops the page's unsaved edits. */
  reset: (pageType: PageType) => Promise<void>;
  /** Drops every page's unsaved edits. */
  discard: () => void;
  /** Takes configs just saved elsewhere (Save All) as both saved and shown. */
  applySaved: (list: PageTemplate[]) => void;
  /** Takes configs just saved elsewhere (a panel's save) as saved; what is shown stays. */
  markSaved: (list: PageTemplate[]) => void;
  /** Fetches the saved configs and shows them (after a rollback). */
  reload: () => Promise<void>;
};

const byPage = (list: PageTemplate[]): ByPage =>
  Object.fromEntries(list.map((template) => [template.pageType, template]));

const withComponent = (
  template: PageTemplate,
  componentId: string,
  patch: Partial<PageTemplate['componentSettings'][number]>,
): PageTemplate => ({
  ...template,
  componentSettings: template.componentSettings.map((component) =>
    component.componentId === componentId ? { ...component, ...patch } : component,
  ),
});

/**
 * The saved configs as shown, but for a page whose layout the owner chose while they were on their
 * way (a slow phone): that choice stays, on the page's saved style, as an unsaved change.
 */
function keepEarlyChoices(fetched: ByPage, chosen: ByPage): ByPage {
  const shown: ByPage = { ...fetched };
  for (const [pageType, page] of Object.entries(chosen) as [PageType, PageTemplate | undefined][])
    if (page)
      shown[pageType] = { ...page, customizations: fetched[pageType]?.customizations ?? page.customizations };
  return shown;
}

/**
 * The page configs as saved and as shown, fetched once on arrival; `fetchSaved` fetches the saved
 * ones again. `workingRef` always holds what is shown, for calls made from an older render.
 */
function usePageTemplates() {
  const [saved, setSaved] = useState<ByPage>({});
  const [working, setWorking] = useState<ByPage>({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const workingRef = useRef(working);
  useEffect(() => {
    workingRef.current = working;
  });

  const fetchSaved = useCallback(async (): Promise<ByPage | null> => {
    setLoading(true);
    const result = await fetchTemplates();
    setLoading(false);
    if (isClientError(result)) {
      setError(result.error);
      return null;
    }
    setError(null);
    const fetched = byPage(result);
    setSaved(fetched);
    return fetched;
  }, []);

  useEffect(() => {
    let cancelled = false;
    void fetchTemplates().then((result) => {
      if (cancelled) return;
      setLoading(false);
      if (isClientError(result)) return setError(result.error);
      const fetched = byPage(result);
      setSaved(fetched);
      setWorking((current) => keepEarlyChoices(fetched, current));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return { saved, setSaved, working, setWorking, workingRef, loading, error, setError, fetchSaved };
}

/**
 * A component's visibility, applied and saved at once (put back on a refusal), and its settings,
 * changed on screen only.
 */
function componentEdits({ workingRef, setWorking, setSaved, setError }: ReturnType<typeof usePageTemplates>) {
  const toggleComponent = async (pageType: PageType, componentId: string, visible: boolean) => {
    const page = workingRef.current[pageType];
    if (!page) return;
    setError(null);
    setWorking((current) => ({
      ...current,
      [pageType]: withComponent(current[pageType]!, componentId, { visible }),
    }));
    const result = await updateTemplateComponent(pageType, componentId, {
      templateId: page.templateId,
      visible,
    });
    if (!isClientError(result)) {
      setSaved((current) => ({ ...current, [pageType]: result }));
      return;
    }
    setWorking((current) => ({
      ...current,
      [pageType]: withComponent(current[pageType]!, componentId, { visible: !visible }),
    }));
    setError(result.error);
  };

  const setComponentSettings = (
    pageType: PageType,
    componentId: string,
    settings: Record<string, unknown>,
  ) => {
    setWorking((current) => {
      const page = current[pageType];
      const before = page?.componentSettings.find((component) => component.componentId === componentId);
      if (!page || !before) return current;
      return {
        ...current,
        [pageType]: withComponent(page, componentId, { settings: { ...before.settings, ...settings } }),
      };
    });
  };

  return { toggleComponent, setComponentSettings };
}

/**
 * The page layouts of the store screen (spec §4): choosing a variant and changing a component's
 * settings wait as unsaved until the page's Save Changes or Save All; Reset fetches the saved
 * configs again. A component's visibility is applied at once and saved at once, for the variant on
 * screen (spec: optimistic toggle); a refusal puts it back and says so.
 */
export function useTemplateEditor(): TemplateEditor {
  const pages = usePageTemplates();
  const { saved, setSaved, working, setWorking, workingRef, loading, error, setError, fetchSaved } = pages;

  const isPending = (pageType: PageType) =>
    Boolean(working[pageType]) && !sameJson(working[pageType], saved[pageType]);

  const selectVariant = (pageType: PageType, name: string) => {
    const variant = variantPageTemplate(pageType, name);
    if (!variant) return setError(MESSAGES.noTemplatesForPage(pageType));
    setWorking((current) => ({
      ...current,
      [pageType]: { ...variant, customizations: current[pageType]?.customizations ?? {} },
    }));
  };

  const { toggleComponent, setComponentSettings } = componentEdits(pages);

  const save = async (pageType: PageType) => {
    const page = workingRef.current[pageType];
    if (!page) return setError(MESSAGES.noTemplatesForPage(pageType));
    const result = await savePageTemplate(pageType, {
      templateId: page.templateId,
      customizations: page.customizations as Record<string, string | number | boolean>,
      componentSettings: page.componentSettings as never,
    });
    if (isClientError(result)) return setError(MESSAGES.templateSaveFailed);
    setError(null);
    setSaved((current) => ({ ...current, [pageType]: result }));
    setWorking((current) => ({ ...current, [pageType]: result }));
  };

  const reset = async (pageType: PageType) => {
    const fetched = await fetchSaved();
    if (fetched?.[pageType]) setWorking((current) => ({ ...current, [pageType]: fetched[pageType] }));
  };

  const discard = () => setWorking(saved);

  const applySaved = (list: PageTemplate[]) => {
    const next = byPage(list);
    setSaved(next);
    setWorking(next);
  };

  const markSaved = (list: PageTemplate[]) => setSaved(byPage(list));

  const reload = async () => {
    const fetched = await fetchSaved();
    if (fetched) setWorking(fetched);
  };

  const pendingPages = () =>
    (Object.keys(working) as PageType[])
      .filter((pageType) => !sameJson(working[pageType], saved[pageType]))
      .map((pageType) => working[pageType]!);

  return {
    loading,
    error,
    saved,
    working,
    isPending,
    pendingPages,
    selectVariant,
    toggleComponent,
    setComponentSettings,
    save,
    reset,
    discard,
    applySaved,
    markSaved,
    reload,
  };
}
