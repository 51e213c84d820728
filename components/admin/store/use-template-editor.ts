'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { isClientError } from '@/lib/client/stores';
import { fetchTemplates, savePageTemplate, updateTemplateComponent } from '@/lib/client/templates';
import { MESSAGES } from '@/lib/messages';
import type { PageTemplate } from '@/lib/schemas/templates';
import { TEMPLATE_VARIANTS, type PageType } from '@/lib/templates';

type ByPage = Partial<Record<PageType, PageTemplate>>;

export type TemplateEditor = {
  loading: boolean;
  error: string | null;
  /** The working (possibly unsaved) config of each page. */
  working: ByPage;
  unsaved: boolean;
  selectVariant: (pageType: PageType, name: string) => void;
  toggleComponent: (pageType: PageType, componentId: string, visible: boolean) => Promise<void>;
  setComponentSettings: (pageType: PageType, componentId: string, settings: Record<string, unknown>) => Promise<boolean>;
  save: (pageType: PageType) => Promise<void>;
  reset: () => Promise<void>;
};

const byPage = (list: PageTemplate[]): ByPage => Object.fromEntries(list.map((template) => [template.pageType, template]));

const withComponent = (template: PageTemplate, componentId: string, patch: Partial<PageTemplate['componentSettings'][number]>): PageTemplate => ({
  ...template,
  componentSettings: template.componentSettings.map((component) => (component.componentId === componentId ? { ...component, ...patch } : component)),
});

/**
 * The template editor's state (spec §4): choosing a variant marks unsaved changes, Save Changes
 * saves the page and clears them, Reset fetches the saved configs again. A component's visibility
 * is applied at once and saved at once; a refusal puts it back and says so.
 */
export function useTemplateEditor(): TemplateEditor {
  const [working, setWorking] = useState<ByPage>({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const workingRef = useRef(working);
  workingRef.current = working;

  const load = useCallback(async () => {
    setLoading(true);
    const result = await fetchTemplates();
    setLoading(false);
    if (isClientError(result)) return setError(result.error);
    setError(null);
    setWorking(byPage(result));
    setUnsaved(false);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const selectVariant = (pageType: PageType, name: string) => {
    const variant = TEMPLATE_VARIANTS[pageType].find((candidate) => candidate.name === name);
    if (!variant) return setError(MESSAGES.noTemplatesForPage(pageType));
    setWorking((current) => ({
      ...current,
      [pageType]: {
        pageType,
        templateId: variant.name,
        customizations: current[pageType]?.customizations ?? {},
        componentSettings: variant.components.map(({ type, visible, order, settings }) => ({ componentId: type, visible, order, settings })),
      },
    }));
    setUnsaved(true);
  };

  const toggleComponent = async (pageType: PageType, componentId: string, visible: boolean) => {
    const page = workingRef.current[pageType];
    if (!page) return;
    setError(null);
    setWorking((current) => ({ ...current, [pageType]: withComponent(current[pageType]!, componentId, { visible }) }));
    const result = await updateTemplateComponent(pageType, componentId, { visible });
    if (!isClientError(result)) return;
    setWorking((current) => ({ ...current, [pageType]: withComponent(current[pageType]!, componentId, { visible: !visible }) }));
    setError(result.error);
  };

  const setComponentSettings = async (pageType: PageType, componentId: string, settings: Record<string, unknown>) => {
    const page = workingRef.current[pageType];
    const before = page?.componentSettings.find((component) => component.componentId === componentId);
    if (!page || !before) return false;
    setWorking((current) => ({ ...current, [pageType]: withComponent(current[pageType]!, componentId, { settings: { ...before.settings, ...settings } }) }));
    const result = await updateTemplateComponent(pageType, componentId, { settings });
    if (!isClientError(result)) return true;
    setWorking((current) => ({ ...current, [pageType]: withComponent(current[pageType]!, componentId, { settings: before.settings }) }));
    setError(result.error);
    return false;
  };

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
    setWorking((current) => ({ ...current, [pageType]: result }));
    setUnsaved(false);
  };

  return { loading, error, working, unsaved, selectVariant, toggleComponent, setComponentSettings, save, reset: load };
}
