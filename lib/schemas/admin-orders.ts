import { SHIPPING_METHODS } from '../constants/shipping';
import { z } from 'zod';
import { ADMIN_ORDER_TYPE_FILTERS, ORDER_STATUS_FILTERS } from '../constants/orders';
import { booleanFilterSchema, listQuerySchema, pageSchema } from './admin-list';
import { ORDER_KINDS, OWNER_STATUS_TARGETS } from '../order-status';
import { orderStatusSchema } from './order';
import { orderTaxFieldsOptional } from './order-tax';
import { MANUAL_PAYMENTS } from './manual-order';
import { storedAnswerSchema } from './personalisation';
import {
  carrierSchema,
  orderNoteSchema,
  shippingAddressSchema,
  trackingNumberSchema,
  trackingSchema,
} from './order-desk';
import { orderRefundFactsSchema, orderRefundSchema } from './order-refunds';

/** `shipBy`: by the day each order should ship by (ascending: soonest first, orders without one last). */
export const adminOrderSorts = ['createdAt', 'total', 'status', 'shipBy'] as const;
export type AdminOrderSort = (typeof adminOrderSorts)[number];

/**
 * The owner's order list, with the storefront's two filters; `q` searches order id, customer name
 * and email; `late=true` keeps the late orders (unshipped, their ship-by day passed).
 */
export const adminOrderListQuerySchema = listQuerySchema(adminOrderSorts, {
  sort: 'createdAt',
  dir: 'desc',
}).extend({
  status: z
    .enum(ORDER_STATUS_FILTERS, { error: `status must be one of ${ORDER_STATUS_FILTERS.join(', ')}` })
    .default('All'),
  type: z
    .enum(ADMIN_ORDER_TYPE_FILTERS, { error: `type must be one of ${ADMIN_ORDER_TYPE_FILTERS.join(', ')}` })
    .default('All'),
  late: booleanFilterSchema('late'),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: orderStatusSchema,
  type: z.enum(ORDER_KINDS),
  createdAt: z.string(),
  total: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  itemCount: z.number().int(),
  /** The order's invoice as printed (INV-000042), once it is paid; null before, or when paid before invoices. */
  invoiceNumber: z.string().nullable().optional(),
  /** The store-local day ('YYYY-MM-DD') it should ship by; null before payment and for older orders. */
  shipBy: z.string().nullable().default(null),
  /** Not yet shipped and its ship-by day has passed (in the store's time zone). */
  late: z.boolean().default(false),
});
export const adminOrderPageSchema = pageSchema(adminOrderSummarySchema);

/** The statuses the owner may move an order to (where from: ORDER_TRANSITIONS in lib/order-status). */
export const ownerStatusTargets = OWNER_STATUS_TARGETS;
export type { OwnerStatusTarget } from '../order-status';

export const orderEventSchema = z.object({
  from: orderStatusSchema.nullable(),
  status: orderStatusSchema,
  at: z.string(),
  trackingNumber: z.string().nullable(),
  /** The refund this line records, if it is one. */
  refund: orderRefundSchema.optional(),
  /** A line that moves no status (a return requested, accepted or declined), in words. */
  note: z.string().optional(),
});

export const adminOrderDetailSchema = adminOrderSummarySchema
  .extend({
    /** The tax in the total (lib/schemas/order-tax.ts). */
    ...orderTaxFieldsOptional,
    items: z.array(
      z.object({
        productId: z.string().nullable(),
        name: z.string(),
        /** The variant bought ("Size 6"), when the product had variants. */
        variantId: z.string().nullable().optional(),
        variantName: z.string().nullable().optional(),
        price: z.number(),
        quantity: z.number().int(),
        image: z.string().nullable(),
        /** This line's share of the order's discount: refunding the line gives back its total less this. */
        discount: z.number().optional(),
        /** How many of the line's pieces the maker marked made on the workbench. */
        madeCount: z.number().int().optional(),
        /** The buyer's answers, as the order keeps them; the api always sends them (empty when none). */
        personalisation: z.array(storedAnswerSchema).optional(),
      }),
    ),
    customer: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      addressLine2: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
    }),
    payment: z.object({
      subtotal: z.number(),
      shipping: z.number(),
      serviceFee: z.number(),
      /** What a discount code took off; the total is after it. */
      discount: z.number().optional(),
      discountCode: z.string().nullable().optional(),
      /** What a gift card paid of the total, and the card's last four; null when none did. */
      giftCard: z.object({ lastFour: z.string(), amount: z.number() }).nullable().optional(),
      total: z.number(),
      currency: z.string(),
      provider: z.string().nullable(),
      status: z.string().nullable(),
      paymentIntentId: z.string().nullable(),
      /** How the order reaches the shopper; null for orders placed before the shopper could choose. */
      shippingMethod: z.enum(SHIPPING_METHODS).nullable().optional(),
      /** For local pickup: where and how, as the store's settings say now. */
      delivery: z.array(z.string()).optional(),
    }),
    trackingNumber: z.string().nullable(),
    /** The shipment's carrier and tracking number, with the carrier's tracking page. */
    tracking: trackingSchema.nullable(),
    /** Where it ships, as captured when placed or as the owner corrected it; null when none was given. */
    shippingAddress: shippingAddressSchema.nullable(),
    /** Whether the owner may still change the address (until it ships). */
    addressEditable: z.boolean(),
    /** Staff notes, oldest first; never shown to the customer. */
    notes: z.array(orderNoteSchema),
    /** Oldest first: the creation, then every status change. */
    timeline: z.array(orderEventSchema),
    /** Where the owner may move it from here. */
    nextStatuses: z.array(z.enum(ownerStatusTargets)),
    /**
     * A sale made by hand: how it was paid (cash or a card reader there, else the mailed link) and
     * the store's event it was sold at (null when none, or since deleted); null for other orders.
     */
    sale: z
      .object({
        paidWith: z.enum(MANUAL_PAYMENTS),
        event: z.object({ id: z.string(), title: z.string() }).nullable(),
      })
      .nullable()
      .optional(),
  })
  .extend(orderRefundFactsSchema.shape);
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderStatusBodySchema = z.object({
  status: z.enum(ownerStatusTargets, { error: `status must be one of ${ownerStatusTargets.join(', ')}` }),
  trackingNumber: trackingNumberSchema.optional(),
  /** The carrier of the tracking number (Other when not given). */
  carrier: carrierSchema.optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const adminOrderParamsSchema = z.object({ id: z.uuid({ error: 'Order id must be a UUID' }) });
