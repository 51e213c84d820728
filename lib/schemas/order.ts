import { z } from 'zod';
import { ORDER_KINDS, ORDER_STATUSES } from '../order-status';
import { trackingSchema } from './order-desk';
import { orderTaxFieldsOptional } from './order-tax';
import { storedAnswerSchema } from './personalisation';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** An order as the customer's history shows it; an orderId starting 'BO-' is a backorder. */
export const orderSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: orderStatusSchema,
  type: z.enum(ORDER_KINDS),
  createdAt: z.string(),
  total: z.number(),
  /** What a discount code took off (the total is after it), and the code. */
  discount: z.number().optional(),
  discountCode: z.string().nullable().optional(),
  /** The tax in the total (lib/schemas/order-tax.ts). */
  ...orderTaxFieldsOptional,
  tenantName: z.string(),
  /** The order's invoice as printed (INV-000042), once it is paid; null before. */
  invoiceNumber: z.string().nullable().optional(),
  /** The shipment's carrier, number and tracking page, once shipped with one. */
  tracking: trackingSchema.nullable().optional(),
  /** The store-local day ('YYYY-MM-DD') the order should ship by; null before payment and for older orders. */
  shipBy: z.string().nullable().optional(),
  products: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      /** The variant bought ("Size 6"), when the product had variants. */
      variantId: z.string().nullable().optional(),
      variantName: z.string().nullable().optional(),
      price: z.number(),
      quantity: z.number().int(),
      image: z.string().nullable(),
      /** The buyer's answers, as the order keeps them; the api always sends them (empty when none). */
      personalisation: z.array(storedAnswerSchema).optional(),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;
