/**
 * The ids people see on orders: SK-{yymmdd}-{six hex digits} (MO- for a sale made by hand). They are drawn at random, so two of a
 * store's orders may draw the same one (with a thousand orders in a day, about a 3% chance of one
 * clash that day); the store's unique index on them refuses the second, and the write that drew it
 * runs again with a new one (placeWithNewOrderId in placement.ts).
 */
import { randomBytes } from 'node:crypto';
import { format } from 'date-fns/format';
import { isUniqueViolation } from '@server/errors';

/** The unique index of a store's order ids (server/src/db/schema.ts). */
const ORDER_ID_INDEX = 'orders_tenant_order_id_idx';

export const newOrderId = (prefix = 'SK-') =>
  `${prefix}${format(new Date(), 'yyMMdd')}-${randomBytes(3).toString('hex').toUpperCase()}`;

/** Whether a write failed because the order id it drew is one of the store's already. */
export const isOrderIdTaken = (error: unknown) => isUniqueViolation(error, ORDER_ID_INDEX);
