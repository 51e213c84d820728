/**
 * The store record: one per tenant, made by the setup wizard or Quick Create and changed by the
 * wizard or Quick Edit. A theme sent with the record is a theme change like any other: the
 * theme it replaces is kept for rollback, in the same transaction.
 */
import { DEFAULT_THEME, type CreateStoreBody, type Store, type UpdateStoreBody } from '@/lib/schemas/store';
import type { Database } from '@server/db/client';
import type { StoreTheme } from '@server/db/schema';
import { ApiError } from '@server/errors';
import { findConsumerSettings } from '@server/repositories/consumer-settings';
import {
  findStoreByTenant,
  insertStore,
  lockStore,
  updateStoreRow,
  type StoreChanges,
} from '@server/repositories/stores';
import { serializeStore } from './store-serializer';
import { createFirstCategories } from '../catalog/categories';
import { recordThemeChange, sameTheme } from './theme';
import { storeTaxSettingsFor } from '../tax/settings';
import { reminderSettingsOf } from '../basket-reminders/settings';
import { giftCardSettingsOf } from '../gift-cards/settings';

/** Drops keys whose value is undefined, so a merge keeps what was not sent. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function themeFrom(base: StoreTheme, input: NonNullable<CreateStoreBody['theme']>): StoreTheme {
  return { ...base, ...defined(input) } as StoreTheme;
}

/**
 * The public record, with what the shelf says of tax (whether prices include it, whether any is
 * collected) and whom the storefront asks before analytics.
 */
export async function getStoreByTenant(db: Database, tenantId: string): Promise<Store> {
  const row = await findStoreByTenant(db, tenantId);
  if (!row) throw new ApiError({ status: 404, code: 'STORE_NOT_FOUND' });
  const [tax, consumer, reminders, giftCards] = await Promise.all([
    storeTaxSettingsFor(db, tenantId),
    findConsumerSettings(db, tenantId),
    reminderSettingsOf(db, tenantId),
    giftCardSettingsOf(db, tenantId),
  ]);
  return {
    ...serializeStore(row),
    pricesIncludeTax: tax.pricesIncludeTax,
    collectsTax: tax.registrations.length > 0,
    consentRequiredFor: consumer.consentRequiredFor,
    basketReminders: reminders.enabled,
    giftCards: giftCards.enabled,
  };
}

/** Creates the tenant's store; 409 when it has one already. */
export async function createStore(db: Database, tenantId: string, body: CreateStoreBody): Promise<Store> {
  const row = await insertStore(db, {
    tenantId,
    storeName: body.storeName,
    businessInfo: defined(body.businessInfo),
    theme: body.theme ? themeFrom(DEFAULT_THEME, body.theme) : DEFAULT_THEME,
    ...(body.socialLinks ? { socialLinks: defined(body.socialLinks) as Record<string, string> } : {}),
    ...(body.storeHours ? { storeHours: body.storeHours } : {}),
    ...(body.shippingMethods ? { shippingMethods: body.shippingMethods } : {}),
    ...(body.shippingSettings ? { shippingSettings: body.shippingSettings } : {}),
    ...(body.workCalendar ? { workCalendar: body.workCalendar } : {}),
  });
  if (!row) throw new ApiError({ status: 409, code: 'STORE_EXISTS' });
  await createFirstCategories(db, tenantId, body.businessInfo?.categories ?? []);
  return serializeStore(row);
}

/**
 * Applies the wizard's state or Quick Edit's fields to the store `id` of the tenant. Business
 * information and links are merged field by field; a theme sent here is versioned.
 */
export async function updateStore(
  db: Database,
  tenantId: string,
  id: string,
  body: UpdateStoreBody,
): Promise<{ store: Store; themeChanged: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockStore(tx, tenantId, id);
    if (!current) throw new ApiError({ status: 404, code: 'STORE_NOT_FOUND' });
    const changes: StoreChanges = {};
    if (body.storeName !== undefined) changes.storeName = body.storeName;
    if (body.businessInfo) changes.businessInfo = { ...current.businessInfo, ...defined(body.businessInfo) };
    if (body.socialLinks)
      changes.socialLinks = {
        ...current.socialLinks,
        ...(defined(body.socialLinks) as Record<string, string>),
      };
    if (body.storeHours) changes.storeHours = body.storeHours;
    if (body.shippingMethods) changes.shippingMethods = body.shippingMethods;
    if (body.workCalendar) changes.workCalendar = body.workCalendar;
    // A form that does not edit the rate tables sends none: the store's stay as they are.
    if (body.shippingSettings)
      changes.shippingSettings = {
        ...body.shippingSettings,
        weightRates: body.shippingSettings.weightRates ?? current.shippingSettings?.weightRates,
      };
    let themeChanged = false;
    if (body.theme) {
      const next = themeFrom(current.theme, body.theme);
      if (!sameTheme(next, current.theme)) {
        await recordThemeChange(tx, current);
        changes.theme = next;
        themeChanged = true;
      }
    }
    // The wizard's ticked categories become the store's (those it does not have yet).
    await createFirstCategories(tx, tenantId, body.businessInfo?.categories ?? []);
    const row = Object.keys(changes).length ? await updateStoreRow(tx, tenantId, id, changes) : current;
    return { store: serializeStore(row), themeChanged };
  });
}
