import { z } from 'zod';
import { storedAnswerSchema } from './personalisation';

/** One order line waiting on the bench: the order it belongs to and how far its making is. */
export const workbenchLineSchema = z.object({
  /** The order line's id: PUT /api/admin/workbench/lines/{itemId} marks its pieces made. */
  itemId: z.string(),
  /** The order's own id, for its page. */
  orderId: z.string(),
  /** The order's number as people read it. */
  orderNumber: z.string(),
  customerName: z.string(),
  quantity: z.number().int(),
  madeCount: z.number().int(),
  /** The store-local day ('YYYY-MM-DD') the order should ship by; null for an order without one. */
  shipBy: z.string().nullable(),
  /** Its ship-by day has passed (in the store's time zone). */
  late: z.boolean(),
  /** The buyer's answers for this order line (an engraving, a ring size); empty when none. */
  personalisation: z.array(storedAnswerSchema).optional(),
});
export type WorkbenchLine = z.infer<typeof workbenchLineSchema>;

/** The lines of one product in one size, soonest ship-by first. */
export const workbenchGroupSchema = z.object({
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  productName: z.string(),
  /** The size (variant) bought; null for a product without sizes. */
  sizeName: z.string().nullable(),
  image: z.string().nullable(),
  /** Every piece of the group's lines, and those already made. */
  pieces: z.number().int(),
  made: z.number().int(),
  /** The earliest ship-by day of its lines; null when none has one. */
  shipBy: z.string().nullable(),
  late: z.boolean(),
  lines: z.array(workbenchLineSchema),
});
export type WorkbenchGroup = z.infer<typeof workbenchGroupSchema>;

/** GET /api/admin/workbench: the groups, the earliest ship-by day first (those without one last). */
export const workbenchSchema = z.object({ groups: z.array(workbenchGroupSchema) });
export type Workbench = z.infer<typeof workbenchSchema>;

export const workbenchLineParamsSchema = z.object({
  itemId: z.uuid({ error: 'Order line id must be a UUID' }),
});

/** PUT /api/admin/workbench/lines/{itemId}: how many of the line's pieces are made (0..quantity). */
export const madeCountBodySchema = z.object({
  madeCount: z
    .number({ error: 'madeCount must be a whole number from 0 to the line’s quantity' })
    .int({ error: 'madeCount must be a whole number from 0 to the line’s quantity' })
    .min(0, { error: 'madeCount must be a whole number from 0 to the line’s quantity' }),
});
export type MadeCountBody = z.infer<typeof madeCountBodySchema>;
