/**
 * Save All Changes: the theme's parts, the name and business details, and page configs, written
 * in one transaction with one theme version that keeps everything they replaced, so one rollback
 * takes back exactly one Save All. A save that changes nothing writes no version.
 */
import { sameJson } from '@/lib/canonical-json';

import type { StoreCustomization, StoreCustomizationBody } from '@/lib/schemas/store-customization';
import type { PageTemplate } from '@/lib/schemas/templates';
import type { Database } from '@server/db/client';
import type { StoreDetailsVersion, StorePageTemplateVersion, StoreTheme } from '@server/db/schema';
import { ApiError } from '@server/errors';
import { lockStore, updateStoreRow, type StoreChanges } from '@server/repositories/stores';
import { listPageTemplates, lockPageConfig, resolvePageTemplate, writePageTemplates } from './templates';
import { serializeStore } from './store-serializer';
import { carryHeroLook, recordThemeChange, sameTheme } from './theme';

const BUSINESS_FIELDS = ['description', 'email', 'phoneNumber'] as const;

const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** What a Save All changed: `pages` the page types it wrote, `storeChanged` the store record. */
export type SavedCustomization = StoreCustomization & {
  pages: PageTemplate['pageType'][];
  storeChanged: boolean;
};

export async function saveStoreCustomization(
  db: Database,
  tenantId: string,
  id: string,
  body: StoreCustomizationBody,
): Promise<SavedCustomization> {
  const result = await db.transaction(async (tx) => {
    const current = await lockStore(tx, tenantId, id);
    if (!current) throw new ApiError({ status: 404, code: 'STORE_NOT_FOUND' });

    // Every page is checked before anything is written, naming the field of the one refused.
    const sent = (body.pageTemplates ?? []).map((page, index) =>
      resolvePageTemplate(page.pageType, page, `pageTemplates.${index}.`),
    );
    const replacedPages: StorePageTemplateVersion[] = [];
    const changedPages: PageTemplate[] = [];
    for (const page of sent) {
      const before = await lockPageConfig(tx, tenantId, page.pageType);
      if (sameJson(before, page)) continue;
      replacedPages.push(before);
      changedPages.push(page);
    }

    const theme = (body.theme ? { ...current.theme, ...defined(body.theme) } : current.theme) as StoreTheme;
    const themeChanged = !sameTheme(theme, current.theme);

    const changes: StoreChanges = {};
    let replacedDetails: StoreDetailsVersion | null = null;
    if (body.business) {
      const { storeName, ...fields } = defined(body.business);
      const businessInfo = { ...current.businessInfo, ...fields };
      if (
        (storeName !== undefined && storeName !== current.storeName) ||
        !sameJson(businessInfo, current.businessInfo)
      ) {
        changes.storeName = storeName ?? current.storeName;
        changes.businessInfo = businessInfo;
        replacedDetails = {
          storeName: current.storeName,
          businessInfo: Object.fromEntries(
            BUSINESS_FIELDS.filter((key) => key in fields).map((key) => [
              key,
              current.businessInfo[key] ?? '',
            ]),
          ),
        };
      }
    }
    if (themeChanged) changes.theme = theme;

    if (!themeChanged && !replacedDetails && !changedPages.length) {
      return { store: serializeStore(current), pages: [], storeChanged: false };
    }
    await recordThemeChange(tx, current, {
      pageTemplates: replacedPages.length ? replacedPages : null,
      storeDetails: replacedDetails,
    });
    const row = Object.keys(changes).length ? await updateStoreRow(tx, tenantId, id, changes) : current;
    await writePageTemplates(tx, tenantId, changedPages);
    const pages = changedPages.map((page) => page.pageType);
    // The home page sent is what the preview showed; a hero saved without it carries its look there.
    if (
      !sent.some((page) => page.pageType === 'home') &&
      (await carryHeroLook(tx, tenantId, current.theme.hero, theme.hero))
    )
      pages.push('home');
    return { store: serializeStore(row), pages, storeChanged: Object.keys(changes).length > 0 };
  });
  return { ...result, pageTemplates: await listPageTemplates(db, tenantId) };
}
