import { z } from 'zod';
import { listQuerySchema, pageSchema, booleanFilterSchema } from './admin-list';
import { text } from './common';

export const customerSorts = ['name', 'email', 'phone', 'lastActive', 'orders', 'totalSpent'] as const;
export type CustomerSort = (typeof customerSorts)[number];

/**
 * The owner's customer list: `q` searches name and email; `active` keeps only (in)active customers;
 * `unverified=true` also lists sign-ups that neither verified their email nor ordered.
 */
export const customerListQuerySchema = listQuerySchema(customerSorts, { sort: 'name', dir: 'asc' }).extend({
  active: booleanFilterSchema('active'),
  unverified: booleanFilterSchema('unverified'),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/**
 * One customer as the owner sees them: a lower-cased email of the store, with or without an
 * account (guests included). `lastActive` is the later of their last sign-in or token refresh and
 * their last order; `active` means within ACTIVE_CUSTOMER_DAYS. `orders` counts every order under
 * the email; `totalSpent` (dollars) sums those paid (PAID_STATUSES in lib/order-status.ts: refunded in part included).
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

/** A customer's id is made from a hash of the store and email, so it has a uuid's shape but no version. */
export const customerIdParamsSchema = z.object({ id: z.guid({ error: 'id must be a customer id' }) });

export const customerNoteBodySchema = z.object({
  body: text({ error: 'Write the note first' })
    .trim()
    .min(1, { error: 'Write the note first' })
    .max(2000, { error: 'A note is at most 2000 characters' }),
});
export type CustomerNoteBody = z.infer<typeof customerNoteBodySchema>;

export const customerNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  /** The email of the owner who wrote it; null once their account is gone. */
  author: z.string().nullable(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** An address the customer gave (at an order or on their account), as one would write it on a parcel. */
export const customerAddressSchema = z.object({ name: z.string(), lines: z.array(z.string()) });

/**
 * The customer page: contact, addresses used, orders, figures and notes. `lifetimeValue` (dollars)
 * sums the paid orders; `account` is null for a guest.
 */
export const customerDetailSchema = adminCustomerSchema.extend({
  account: z.object({ verified: z.boolean(), createdAt: z.string() }).nullable(),
  lifetimeValue: z.number(),
  firstOrder: z.string().nullable(),
  lastOrder: z.string().nullable(),
  addresses: z.array(customerAddressSchema),
  orderList: z.array(
    z.object({
      id: z.string(),
      orderId: z.string(),
      status: z.string(),
      total: z.number(),
      createdAt: z.string(),
    }),
  ),
  notes: z.array(customerNoteSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
