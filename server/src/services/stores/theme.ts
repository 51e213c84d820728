/**
 * Theme changes and rollback. Before a store's theme changes, the theme it leaves is pushed on
 * its history (in the same transaction); a rollback pops the newest one back, so rolling back
 * twice goes two versions back. Only the newest THEME_HISTORY_LIMIT versions are kept.
 */
import { sameJson } from '@/lib/canonical-json';
import { THEME_HISTORY_LIMIT } from '@/lib/constants/store-builder';
import { type Store, type ThemeUpdateBody } from '@/lib/schemas/store';
import type { Database } from '@server/db/client';
import type { PageType } from '@/lib/templates';
import type { StoreTheme } from '@server/db/schema';
import { ApiError } from '@server/errors';
import {
  lockStore,
  popThemeVersion,
  pushThemeVersion,
  updateStoreRow,
  type StoreChanges,
  type StoreRow,
  type ThemeVersion,
  type Tx,
} from '@server/repositories/stores';
import { serializeStore } from './store-serializer';
import { mergeComponent, writePageTemplates } from './templates';

export const sameTheme = (a: StoreTheme, b: StoreTheme) => sameJson(a, b);

/**
 * Keeps the theme `store` is about to leave, with the page configs and details a Save All is about
 * to replace; call inside the transaction that changes them.
 */
export function recordThemeChange(
  tx: Tx,
  store: StoreRow,
  replaced: Omit<ThemeVersion, 'theme'> = {},
): Promise<void> {
  return pushThemeVersion(
    tx,
    store.tenantId,
    store.id,
    { theme: store.theme, ...replaced },
    THEME_HISTORY_LIMIT,
  );
}

function applyOperation(theme: StoreTheme, body: ThemeUpdateBody): StoreTheme {
  switch (body.operation) {
    case 'updateColors':
      return { ...theme, colors: body.colors };
    case 'updateFonts':
      return { ...theme, fonts: body.fonts as StoreTheme['fonts'] };
    case 'updateLogo':
      return { ...theme, logo: body.logo };
    case 'updateHero':
      return { ...theme, hero: body.hero };
  }
}

/**
 * The home page's hero shows the overlay and text position of the store's hero. The page template
 * starts from its variant's look; a hero saved in the Hero panel (or restored by a rollback) sets
 * them on the home page's hero component too, in the same transaction, so the panel is what the
 * shopper sees. A change that leaves the hero's look as it was leaves the template alone.
 */
export async function carryHeroLook(
  tx: Tx,
  tenantId: string,
  before: StoreTheme['hero'],
  after: StoreTheme['hero'],
): Promise<boolean> {
  if (before.overlay === after.overlay && before.textPosition === after.textPosition) return false;
  await mergeComponent(tx, tenantId, 'home', 'hero', {
    settings: { showOverlay: after.overlay, textPosition: after.textPosition },
  });
  return true;
}

/**
 * Applies one theme operation; a change that changes nothing writes no version. `homeChanged`
 * says the home page's template took the hero's look as well.
 */
export async function updateTheme(
  db: Database,
  tenantId: string,
  id: string,
  body: ThemeUpdateBody,
): Promise<{ store: Store; changed: boolean; homeChanged: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockStore(tx, tenantId, id);
    if (!current) throw new ApiError({ status: 404, code: 'STORE_NOT_FOUND' });
    const next = applyOperation(current.theme, body);
    if (sameTheme(next, current.theme))
      return { store: serializeStore(current), changed: false, homeChanged: false };
    await recordThemeChange(tx, current);
    const row = await updateStoreRow(tx, tenantId, id, { theme: next });
    const homeChanged = await carryHeroLook(tx, tenantId, current.theme.hero, next.hero);
    return { store: serializeStore(row), changed: true, homeChanged };
  });
}

/**
 * Restores the version before the current one: its theme, and the page configs and details a Save
 * All replaced with it. A version without the home page carries its hero's look there as before.
 * 409 when there is none left. `pages` names the pages it wrote.
 */
export async function rollbackTheme(
  db: Database,
  tenantId: string,
  id: string,
): Promise<{ store: Store; pages: PageType[] }> {
  return db.transaction(async (tx) => {
    const current = await lockStore(tx, tenantId, id);
    if (!current) throw new ApiError({ status: 404, code: 'STORE_NOT_FOUND' });
    const previous = await popThemeVersion(tx, tenantId, id);
    if (!previous) throw new ApiError({ status: 409, code: 'NOTHING_TO_ROLL_BACK' });
    const changes: StoreChanges = { theme: previous.theme };
    if (previous.storeDetails) {
      changes.storeName = previous.storeDetails.storeName;
      changes.businessInfo = { ...current.businessInfo, ...previous.storeDetails.businessInfo };
    }
    const row = await updateStoreRow(tx, tenantId, id, changes);
    const pages = (previous.pageTemplates ?? []).map((page) => page.pageType);
    await writePageTemplates(tx, tenantId, previous.pageTemplates ?? []);
    if (
      !pages.includes('home') &&
      (await carryHeroLook(tx, tenantId, current.theme.hero, previous.theme.hero))
    )
      pages.push('home');
    return { store: serializeStore(row), pages };
  });
}
