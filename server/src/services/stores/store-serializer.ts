import { DEFAULT_WORK_CALENDAR } from '@/lib/schemas/making-time';
import { DEFAULT_SHIPPING_SETTINGS } from '@/lib/schemas/shipping';
import type { Store } from '@/lib/schemas/store';
import type { StoreRow } from '@server/repositories/stores';

/** The store as the api answers it (spec §3's Store). */
export function serializeStore(row: StoreRow): Store {
  return {
    _id: row.id,
    tenant: row.tenantId,
    storeName: row.storeName,
    businessInfo: row.businessInfo as Store['businessInfo'],
    theme: row.theme as Store['theme'],
    socialLinks: row.socialLinks,
    storeHours: row.storeHours,
    shippingMethods: row.shippingMethods,
    shippingSettings: row.shippingSettings ?? DEFAULT_SHIPPING_SETTINGS,
    workCalendar: row.workCalendar ?? DEFAULT_WORK_CALENDAR,
  };
}
