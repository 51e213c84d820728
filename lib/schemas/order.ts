import { z } from 'zod';

export const orderStatusSchema = z.enum(['Pending Payment', 'Paid', 'Shipped', 'Delivered', 'Cancelled', 'Refunded']);

/** An order as the customer's history shows it; an orderId starting 'BO-' is a backorder. */
export const orderSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: orderStatusSchema,
  type: z.enum(['regular', 'backorder']),
  createdAt: z.string(),
  total: z.number(),
  tenantName: z.string(),
  products: z.array(z.object({ id: z.string().nullable(), name: z.string(), price: z.number(), quantity: z.number().int(), image: z.string().nullable() })),
});
export type Order = z.infer<typeof orderSchema>;
