import { z } from 'zod';
import { ORDER_DESK_MESSAGES, ORDER_NOTE_MAX_LENGTH } from '../order-desk';
import { CARRIERS } from '../tracking';
import { checkPostalCodeOfCountry } from '../postal-codes';
import { customerInfoSchema, internationalAddressSchema } from './checkout';
import { text } from './common';

/** POST /api/admin/orders/{id}/notes. */
export const orderNoteBodySchema = z.object({
  text: text({ error: ORDER_DESK_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: ORDER_DESK_MESSAGES.noteRequired })
    .max(ORDER_NOTE_MAX_LENGTH, { error: ORDER_DESK_MESSAGES.noteTooLong }),
});
export type OrderNoteBody = z.infer<typeof orderNoteBodySchema>;

/** A note as the order page lists it; `author` is the owner's email, '' once that account is gone. */
export const orderNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

/** PUT /api/admin/orders/{id}/address: checkout's own rules for who and where. */
export const shippingAddressBodySchema = customerInfoSchema.pick({
  name: true,
  address: true,
  addressLine2: true,
  city: true,
  state: true,
  zipCode: true,
});
/** The same for an order shipping abroad: its country kept, that country's postal code rule. */
export const abroadShippingAddressBodySchema = internationalAddressSchema
  .pick({
    name: true,
    address: true,
    addressLine2: true,
    city: true,
    state: true,
    zipCode: true,
    country: true,
  })
  .superRefine(checkPostalCodeOfCountry);
/** A US state, or abroad a region (any text) with the country's two letters. */
type Abroad = { state: string; country?: string };
export type ShippingAddressBody = Omit<z.output<typeof shippingAddressBodySchema>, 'state'> & Abroad;
export type ShippingAddressInput = Omit<z.input<typeof shippingAddressBodySchema>, 'state'> & Abroad;

/** The rules for an order's address: abroad when it carries a country, the spec's US rules otherwise. */
export const shippingAddressSchemaFor = (country: string | undefined) =>
  country ? abroadShippingAddressBodySchema : shippingAddressBodySchema;

/** PUT /api/admin/orders/{id}/address, either kind; each refusal named by its field. */
export const shippingAddressRequestSchema = z
  .record(z.string(), z.unknown(), { error: 'The address must be an object' })
  .transform((body, ctx): ShippingAddressBody => {
    const country = typeof body.country === 'string' && body.country.trim() ? body.country : undefined;
    const parsed = shippingAddressSchemaFor(country).safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** The address an order ships to, as the owner reads it. */
export const shippingAddressSchema = z.object({
  name: z.string(),
  address: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** Two-letter code of an address abroad; absent for a US address. */
  country: z.string().optional(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const carrierSchema = z.enum(CARRIERS, { error: ORDER_DESK_MESSAGES.carrierInvalid });

/** A tracking number: what carriers print, letters, digits, spaces and dashes. */
export const trackingNumberSchema = text({ error: 'Tracking number must be text' })
  .trim()
  .max(100, { error: 'Tracking number is at most 100 characters' })
  .regex(/^[A-Za-z0-9 -]*$/, { error: 'Tracking number may hold only letters, digits, spaces and dashes' });

/** PUT /api/admin/orders/{id}/tracking. */
export const trackingBodySchema = z.object({
  carrier: carrierSchema,
  trackingNumber: trackingNumberSchema.min(1, { error: ORDER_DESK_MESSAGES.trackingRequired }),
});
export type TrackingBody = z.infer<typeof trackingBodySchema>;

/** A shipment's tracking with the carrier's page for it (null for Other). */
export const trackingSchema = z.object({
  carrier: carrierSchema,
  trackingNumber: z.string(),
  url: z.string().nullable(),
});
