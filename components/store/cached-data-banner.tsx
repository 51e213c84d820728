import { STOREFRONT_MESSAGES as MESSAGES } from '@/lib/messages/storefront';

/** Tells the shopper the products come from the backup, so stock may be out of date. */
export function CachedDataBanner() {
  return (
    <div role="status" className="notice notice--warning" data-testid="cached-data-banner">
      {MESSAGES.cachedData}
    </div>
  );
}
