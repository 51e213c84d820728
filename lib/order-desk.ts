/**
 * The owner's order desk: internal notes, the shipping address kept on the order and its
 * shipment's tracking. The rules and texts both the api and the back-office use.
 */
import { isLate } from './making-time';
import type { OrderStatus } from './order-status';

/** A note is for the store's staff; long enough for a phone call's summary. */
export const ORDER_NOTE_MAX_LENGTH = 2000;

/** Before it ships an order's address may still be corrected; after, it is what was shipped to. */
const ADDRESS_EDITABLE: readonly OrderStatus[] = ['Pending Payment', 'Paid'];
export const addressEditable = (status: OrderStatus) => ADDRESS_EDITABLE.includes(status);

/** Tracking belongs to a shipped order: set when marking it Shipped, correctable afterwards. */
const TRACKING_EDITABLE: readonly OrderStatus[] = ['Shipped', 'Delivered'];
export const trackingEditable = (status: OrderStatus) => TRACKING_EDITABLE.includes(status);

/** Not yet shipped: an order in these statuses is late once its ship-by day has passed. */
export const UNSHIPPED_STATUSES = ['Paid'] as const satisfies readonly OrderStatus[];

/** Whether the order is late on `today` (store-local 'YYYY-MM-DD'): unshipped, its ship-by day passed. */
export const orderIsLate = (order: { status: OrderStatus; shipBy: string | null }, today: string) =>
  (UNSHIPPED_STATUSES as readonly OrderStatus[]).includes(order.status) && isLate(order.shipBy, today);

/** The desk's words for ship-by dates, and its sort by them. */
export const SHIP_BY_TEXTS = {
  shipBy: 'Ship by',
  late: 'Late',
  sortShipBy: 'Ship by (soonest first)',
  sortNewest: 'Newest first',
  sortBy: 'Sort by',
} as const;

export const ORDER_DESK_MESSAGES = {
  noteRequired: 'Write a note before saving it.',
  noteTooLong: `A note is at most ${ORDER_NOTE_MAX_LENGTH} characters.`,
  noteSaveFailed: 'Failed to save the note. Please try again.',
  notesEmpty: 'No notes yet. Only staff see notes; the customer never does.',
  addressShipped: 'This order has shipped: its shipping address can no longer be changed.',
  countryKept: 'The country of an order’s address stays as the order was placed.',
  addressSaveFailed: 'Failed to save the address. Please try again.',
  noAddress: 'No shipping address was given for this order.',
  carrierInvalid: 'Choose a carrier: USPS, UPS, FedEx, DHL or Other.',
  trackingRequired: 'Enter the tracking number.',
  trackingNotShipped: 'Mark the order Shipped to add its tracking.',
  trackingSaveFailed: 'Failed to save the tracking. Please try again.',
} as const;
