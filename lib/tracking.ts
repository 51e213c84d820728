/**
 * Shipment tracking: the carriers an owner picks from and each one's public tracking page, written
 * once for the back-office, My Orders and the shipping mail.
 */

export const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL', 'Other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Each carrier's tracking page with `{number}` for the tracking number; Other has none. */
const TRACKING_PAGES: Record<Carrier, string | null> = {
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
  UPS: 'https://www.ups.com/track?loc=en_US&tracknum={number}',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  DHL: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
  Other: null,
};

/** The carrier's page for this shipment, or null when the carrier has no page we know. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier];
  // Spaces are the only thing a valid number may hold that a URL may not; carriers ignore them.
  return page ? page.replace('{number}', encodeURIComponent(trackingNumber.replace(/\s+/g, ''))) : null;
}

/** A shipment as the owner and the customer see it. */
export type Tracking = { carrier: Carrier; trackingNumber: string; url: string | null };

export function trackingOf(carrier: Carrier, trackingNumber: string): Tracking {
  return { carrier, trackingNumber, url: trackingUrl(carrier, trackingNumber) };
}
