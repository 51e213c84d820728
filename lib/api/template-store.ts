import 'server-only';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import { shelfTaxNote } from '@/lib/tax/labels';
import type { TemplateStore } from '@/lib/template-view';
import { getStore } from './stores';

/** The store as template sections read it; the tenant's name and the default theme when the api cannot say. */
export async function templateStore(tenant: string): Promise<TemplateStore> {
  const store = await getStore(tenant);
  return {
    storeName: store?.storeName ?? tenant.charAt(0).toUpperCase() + tenant.slice(1),
    description: store?.description ?? null,
    brandStory: store?.brandStory ?? null,
    theme: store?.theme ?? DEFAULT_THEME,
    taxNote: shelfTaxNote(store),
  };
}
