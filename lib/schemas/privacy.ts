/**
 * A person's data: the file they (or the store's owner for them) download, closing an account,
 * and the owner's erasure of a person's details by email. Used by the forms, the api and tests.
 */
import { z } from 'zod';
import { PRIVACY_MESSAGES } from '@/lib/constants/privacy';
import { emailSchema, text } from './common';

// The words and paths are kept apart from zod, for the store's pages that show them.
export { openOrdersMessage, PRIVACY_MESSAGES, PRIVACY_PATHS } from '@/lib/constants/privacy';

/** What closing an account asks: the account's password, as proof it is its owner asking. */
export const closeAccountBodySchema = z.object({
  password: text().min(1, { error: PRIVACY_MESSAGES.passwordRequired }).max(200),
});
export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;

/** The owner's erasure: the email, and the same email typed again (compared without case). */
export const eraseCustomerBodySchema = z.object({
  email: emailSchema,
  confirm: text().trim().max(254),
});
export type EraseCustomerBody = z.infer<typeof eraseCustomerBodySchema>;

export const customerExportQuerySchema = z.object({ email: emailSchema });

/** The owner's erase form: the second email must match the first (the api checks it again). */
export const eraseFormSchema = eraseCustomerBodySchema.refine(
  (body) => body.confirm.trim().toLowerCase() === body.email.trim().toLowerCase(),
  { error: PRIVACY_MESSAGES.confirmMismatch, path: ['confirm'] },
);

export const closeAccountResultSchema = z.object({ success: z.literal(true), message: z.string() });
export const eraseResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Orders whose personal fields were removed now (their money facts stay). */
  erasedOrders: z.number().int(),
  accountDeleted: z.boolean(),
});
export type EraseResult = z.infer<typeof eraseResultSchema>;

const addressSchema = z.object({
  name: z.string(),
  address: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

const exportOrderSchema = z.object({
  orderId: z.string(),
  kind: z.string(),
  status: z.string(),
  placedAt: z.string(),
  currency: z.string(),
  subtotal: z.number(),
  shipping: z.number(),
  serviceFee: z.number(),
  discountCode: z.string().nullable(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  shippingMethod: z.string().nullable(),
  /** The details given at checkout (name, email, phone, address), decrypted. */
  customer: z.record(z.string(), z.string()),
  shippingAddress: addressSchema.nullable(),
  items: z.array(
    z.object({ name: z.string(), variant: z.string().nullable(), price: z.number(), quantity: z.number() }),
  ),
  tracking: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable(),
  refunds: z.array(z.object({ amount: z.number(), tax: z.number(), reason: z.string(), at: z.string() })),
  documents: z.array(
    z.object({ kind: z.string(), number: z.number(), total: z.number(), issuedAt: z.string() }),
  ),
});

/**
 * The file: the store, the account's facts, the saved profile, every address given, every order
 * (items, money, status, tracking, refunds, invoice numbers) and the newsletter consent. The
 * owner's export for a person adds the owner's notes about them.
 */
export const personalDataExportSchema = z.object({
  store: z.object({ id: z.string(), name: z.string() }),
  email: z.string(),
  account: z
    .object({
      createdAt: z.string(),
      emailVerified: z.boolean(),
      emailVerifiedAt: z.string().nullable(),
      lastActiveAt: z.string().nullable(),
    })
    .nullable(),
  profile: addressSchema.extend({ phone: z.string() }).nullable(),
  addresses: z.array(addressSchema),
  orders: z.array(exportOrderSchema),
  consents: z.object({
    newsletter: z
      .object({
        status: z.string(),
        wording: z.string().nullable(),
        givenAt: z.string().nullable(),
        confirmedAt: z.string().nullable(),
        unsubscribedAt: z.string().nullable(),
      })
      .nullable(),
  }),
  notes: z.array(z.object({ body: z.string(), createdAt: z.string() })).optional(),
  /** What stays for the store's books (invoices and credit notes). */
  keptForTheBooks: z.string(),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** The download's file name: `my-data-<store>-<yyyy-mm-dd>.json`. */
export const exportFileName = (store: string, at: Date) =>
  `my-data-${store.replace(/[^a-z0-9-]+/gi, '-')}-${at.toISOString().slice(0, 10)}.json`;
