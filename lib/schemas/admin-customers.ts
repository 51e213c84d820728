import { z } from 'zod';
import { listQuerySchema, pageSchema, booleanFilterSchema } from './admin-list';

export const customerSorts = ['name', 'email', 'phone', 'lastActive', 'orders', 'totalSpent'] as const;
export type CustomerSort = (typeof customerSorts)[number];

/** The owner's customer list: `q` searches name and email; `active` keeps only (in)active customers. */
export const customerListQuerySchema = listQuerySchema(customerSorts, { sort: 'name', dir: 'asc' }).extend({
  active: booleanFilterSchema('active'),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/**
 * One customer as the owner sees them. `lastActive` is the later of their last sign-in or token
 * refresh and their last order; `active` means within ACTIVE_CUSTOMER_DAYS. `orders` counts every
 * order of the account; `totalSpent` (dollars) sums those paid (Paid, Shipped or Delivered).
 */
export const adminCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  lastActive: z.string().nullable(),
  active: z.boolean(),
  orders: z.number().int(),
  totalSpent: z.number(),
  /** The customer's page in the store's Notion workspace, once written there. */
  notionPageId: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const customerPageSchema = pageSchema(adminCustomerSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;
