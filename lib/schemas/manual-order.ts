/**
 * Sales made by hand in the back-office (at a market, by phone): the api's contract for
 * POST /api/admin/orders, the pieces a sale is made from, and the words both sides show.
 */
import { z } from 'zod';
import { MANUAL_ORDER_LINES_MAX, MAX_ORDER_CENTS } from '../constants/orders';
import { MANUAL_PAYMENT_METHODS } from '../order-status';
import { emailField, text } from './common';
import { shippingAddressRequestSchema } from './order-desk';

/** The most pieces of one line. */
export const MANUAL_LINE_QUANTITY_MAX = 999;
export const MANUAL_LINE_NAME_MAX = 200;
export const MANUAL_CUSTOMER_NAME_MAX = 120;
/** How a sale is paid: there and then (cash, a card reader outside Sitka), or by the mailed payment link. */
export const MANUAL_PAYMENTS = [...MANUAL_PAYMENT_METHODS, 'link'] as const;
export type ManualPayment = (typeof MANUAL_PAYMENTS)[number];

export const MANUAL_PAYMENT_LABELS: Record<ManualPayment, string> = {
  cash: 'Cash',
  card_reader: 'Card reader',
  link: 'Send payment link',
};

/** How the order page says a sale made by hand was paid; by link, once the link is paid: `paidByLink`. */
export const MANUAL_PAID_WITH_TEXTS: Record<ManualPayment, string> & { paidByLink: string } = {
  cash: 'Paid in cash',
  card_reader: 'Paid by card reader',
  link: 'Payment link sent',
  paidByLink: 'Paid by payment link',
};

/** How a sale made by hand was paid, in the order page's words; `unpaid` while its link waits. */
export const manualPaidWithText = (paidWith: ManualPayment, unpaid: boolean) =>
  paidWith === 'link' && !unpaid ? MANUAL_PAID_WITH_TEXTS.paidByLink : MANUAL_PAID_WITH_TEXTS[paidWith];

/** Whether a sale made by hand was paid there (cash, a card reader): its money goes back outside Sitka. */
export const paidThere = (sale: { paidWith: ManualPayment } | null | undefined) =>
  !!sale && sale.paidWith !== 'link';

/** Where the money of a refund goes, as the order page's Refund asks before it is recorded. */
export const refundGoesBack = (amount: string, outside: boolean) =>
  outside
    ? `Give ${amount} back to the customer the way they paid (cash or your card reader); Sitka records it and emails them. This cannot be undone.`
    : `${amount} goes back to the customer’s card and they are emailed. This cannot be undone.`;

/** What cancelling a paid order does with its money, as the order page asks before it. */
export const cancelGivesBack = (amount: string, outside: boolean) =>
  outside
    ? `Give the customer ${amount} back the way they paid (cash or your card reader); Sitka records it, and every piece goes back to stock.`
    : `The customer is refunded ${amount} and every piece goes back to stock.`;

/** The event a sale made by hand was sold at, as the order page names it. */
export const soldAtText = (title: string) => `Sold at ${title}`;

export const MANUAL_ORDER_MESSAGES = {
  linesRequired: 'Add at least one piece',
  tooManyLines: `A sale can have at most ${MANUAL_ORDER_LINES_MAX} lines`,
  quantity: `Quantity must be a whole number from 1 to ${MANUAL_LINE_QUANTITY_MAX}`,
  nameRequired: 'Name the piece',
  nameTooLong: `A piece's name is at most ${MANUAL_LINE_NAME_MAX} characters`,
  price: 'Price must be a whole number of cents, 0 or more',
  discountAmount: 'The discount must be a whole number of cents, 1 or more',
  discountCode: 'Enter a discount code',
  discountOverSubtotal: 'The discount cannot be more than the pieces cost',
  emailForLink: 'Enter the buyer’s email to send them the payment link',
  productNotFound: 'This piece is not for sale in the store',
  eventNotFound: 'Choose one of the store’s events',
  notEnoughStock: (name: string, left: number) =>
    left > 0 ? `Only ${left} of ${name} left` : `${name} is sold out`,
  saleRecorded: (orderId: string) => `Sale recorded — ${orderId}`,
  linkSent: (orderId: string, email: string) => `Order ${orderId} created — payment link sent to ${email}`,
  saveFailed: 'Failed to record the sale. Please try again.',
  piecesFailed: 'Failed to load the pieces',
} as const;

const quantity = z
  .number({ error: MANUAL_ORDER_MESSAGES.quantity })
  .int({ error: MANUAL_ORDER_MESSAGES.quantity })
  .min(1, { error: MANUAL_ORDER_MESSAGES.quantity })
  .max(MANUAL_LINE_QUANTITY_MAX, { error: MANUAL_ORDER_MESSAGES.quantity });

/** A piece of the catalog, of one of its sizes when it has sizes; priced as the shop prices it. */
export const catalogLineSchema = z.strictObject({
  productId: z.uuid({ error: 'productId must be a product id' }),
  variantId: z.uuid({ error: 'variantId must be a size id' }).optional(),
  quantity,
});

/** A line of the owner's own: a name and a price, taking nothing from stock. */
export const customLineSchema = z.strictObject({
  name: text({ error: MANUAL_ORDER_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: MANUAL_ORDER_MESSAGES.nameRequired })
    .max(MANUAL_LINE_NAME_MAX, { error: MANUAL_ORDER_MESSAGES.nameTooLong }),
  priceCents: z
    .number({ error: MANUAL_ORDER_MESSAGES.price })
    .int({ error: MANUAL_ORDER_MESSAGES.price })
    .min(0, { error: MANUAL_ORDER_MESSAGES.price })
    .max(MAX_ORDER_CENTS, { error: MANUAL_ORDER_MESSAGES.price }),
  quantity,
});
export type CatalogLine = z.infer<typeof catalogLineSchema>;
export type CustomLine = z.infer<typeof customLineSchema>;
export type ManualLine = CatalogLine | CustomLine;
export const isCatalogLine = (line: ManualLine): line is CatalogLine => 'productId' in line;

/** A store's discount code, or an amount off the pieces (never more than they cost). */
const discountSchema = z.union([
  z.strictObject({
    code: text({ error: MANUAL_ORDER_MESSAGES.discountCode })
      .trim()
      .toUpperCase()
      .min(1, { error: MANUAL_ORDER_MESSAGES.discountCode })
      .max(64, { error: MANUAL_ORDER_MESSAGES.discountCode }),
  }),
  z.strictObject({
    amountCents: z
      .number({ error: MANUAL_ORDER_MESSAGES.discountAmount })
      .int({ error: MANUAL_ORDER_MESSAGES.discountAmount })
      .min(1, { error: MANUAL_ORDER_MESSAGES.discountAmount })
      .max(MAX_ORDER_CENTS, { error: MANUAL_ORDER_MESSAGES.discountAmount }),
  }),
]);

/** Handed over there and then (no address), or shipped as checkout ships, priced by the store's rates. */
const deliverySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('handover') }),
    z.strictObject({
      kind: z.literal('ship'),
      method: z.enum(['national', 'international'], {
        error: 'method must be national or international',
      }),
      address: shippingAddressRequestSchema,
    }),
  ],
  { error: 'delivery must be handover or ship' },
);

export const manualOrderBodySchema = z
  .strictObject({
    lines: z
      .array(z.union([catalogLineSchema, customLineSchema]), { error: MANUAL_ORDER_MESSAGES.linesRequired })
      .min(1, { error: MANUAL_ORDER_MESSAGES.linesRequired })
      .max(MANUAL_ORDER_LINES_MAX, { error: MANUAL_ORDER_MESSAGES.tooManyLines }),
    discount: discountSchema.optional(),
    delivery: deliverySchema.default({ kind: 'handover' }),
    customer: z
      .strictObject({
        email: z.union([z.literal(''), emailField()]).optional(),
        name: text({ error: 'name must be text' }).trim().max(MANUAL_CUSTOMER_NAME_MAX).optional(),
      })
      .default({}),
    payment: z.strictObject({
      method: z.enum(MANUAL_PAYMENTS, { error: `method must be one of ${MANUAL_PAYMENTS.join(', ')}` }),
    }),
    eventId: z.uuid({ error: 'eventId must be an event id' }).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.payment.method === 'link' && !body.customer.email)
      ctx.addIssue({
        code: 'custom',
        path: ['customer', 'email'],
        message: MANUAL_ORDER_MESSAGES.emailForLink,
      });
  });
export type ManualOrderInput = z.input<typeof manualOrderBodySchema>;
export type ManualOrderBody = z.output<typeof manualOrderBodySchema>;

export const manualOrderResultSchema = z.object({
  /** The order's uuid (the back-office's order page). */
  id: z.string(),
  /** The order id people see: MO-… */
  orderId: z.string(),
  status: z.enum(['Pending Payment', 'Paid', 'Delivered']),
  totalCents: z.number().int(),
  /** Where the receipt or the payment link went; null when nobody was mailed. */
  mailedTo: z.string().nullable(),
});
export type ManualOrderResult = z.infer<typeof manualOrderResultSchema>;

/** GET /api/admin/orders/pieces: the listed pieces a sale is made from, with their stock. */
export const manualPiecesQuerySchema = z.object({
  q: text({ error: 'q must be text' }).trim().max(100).optional(),
});
const stockSchema = z.number().int().nullable();
export const manualPieceSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  /** Pieces left; null: unlimited. With sizes, the sum of theirs. */
  stock: stockSchema,
  image: z.string(),
  sizes: z.array(
    z.object({ id: z.string(), name: z.string(), priceCents: z.number().int(), stock: stockSchema }),
  ),
});
export type ManualPiece = z.infer<typeof manualPieceSchema>;
export const manualPiecesSchema = z.object({ pieces: z.array(manualPieceSchema) });
export type ManualPieces = z.infer<typeof manualPiecesSchema>;

/** Whether none is left to sell: unlimited stock never runs out. */
export const isSoldOut = (stock: number | null) => stock !== null && stock <= 0;
