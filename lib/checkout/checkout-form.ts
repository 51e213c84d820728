import { z } from 'zod';
import { MESSAGES } from '../messages';
import type { CustomerProfile } from '../schemas/auth';
import { SHIPPING_METHODS, type ShippingMethod } from '../constants/shipping';
import {
  abroadAddressRules,
  customerInfoSchema,
  internationalAddressSchema,
  pickupInfoSchema,
} from '../schemas/checkout';
import { phoneFor, profileInputOf } from '../schemas/profile';

/** The checkout form: the customer info of the order, plus the handcrafted-goods acknowledgment. */
export const checkoutFormSchema = customerInfoSchema.extend({
  acknowledged: z.boolean().refine((value) => value, { error: MESSAGES.acknowledgeHandcrafted }),
  /** The delivery chosen; empty until the shopper picks (the store's first method then applies). */
  shippingMethod: z.enum(SHIPPING_METHODS).or(z.literal('')).optional(),
  /** The country of an address abroad; a US address needs none. */
  country: z.string().optional(),
  /** The basket reminder box, where the store asks (unticked until the shopper ticks it). */
  reminderConsent: z.boolean().optional(),
});

/** The form for local pickup: no address is asked, whatever the hidden address fields hold. */
const pickupFormSchema = pickupInfoSchema.extend({
  acknowledged: checkoutFormSchema.shape.acknowledged,
  shippingMethod: checkoutFormSchema.shape.shippingMethod,
  reminderConsent: checkoutFormSchema.shape.reminderConsent,
});

/**
 * The form for shipping abroad: a country and its postal code instead of a US state and ZIP, and
 * the phone checked as the chosen country's number as it is typed.
 */
const internationalFormSchemaFor = (country?: string) =>
  abroadAddressRules(
    internationalAddressSchema.extend({
      phone: country ? phoneFor(country) : internationalAddressSchema.shape.phone,
      acknowledged: checkoutFormSchema.shape.acknowledged,
      shippingMethod: checkoutFormSchema.shape.shippingMethod,
      reminderConsent: checkoutFormSchema.shape.reminderConsent,
    }),
  );

/**
 * The form's rules for a delivery method: a US address, an address abroad (in `country`, once
 * chosen), or none for pickup.
 */
export function checkoutFormSchemaFor(method: ShippingMethod, country?: string) {
  if (method === 'pickup') return pickupFormSchema;
  return method === 'international' ? internationalFormSchemaFor(country) : checkoutFormSchema;
}
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

export const EMPTY_CHECKOUT_FORM: CheckoutFormInput = {
  name: '',
  email: '',
  phone: '',
  address: '',
  addressLine2: '',
  city: '',
  state: '' as CheckoutFormInput['state'],
  zipCode: '',
  acknowledged: false,
  shippingMethod: '',
  country: '',
  reminderConsent: false,
};

/** A customer's saved profile as a starting point for the form (blank fields stay blank). */
export function checkoutFormFromProfile(profile: CustomerProfile): CheckoutFormInput {
  return { ...EMPTY_CHECKOUT_FORM, ...profileInputOf(profile) };
}
