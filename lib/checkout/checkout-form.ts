import { z } from 'zod';
import { MESSAGES } from '../messages';
import type { CustomerProfile } from '../schemas/auth';
import { SHIPPING_METHODS, type ShippingMethod } from '../constants/shipping';
import { customerInfoSchema, pickupInfoSchema } from '../schemas/checkout';
import { profileInputOf } from '../schemas/profile';

/** The checkout form: the customer info of the order, plus the handcrafted-goods acknowledgment. */
export const checkoutFormSchema = customerInfoSchema.extend({
  acknowledged: z.boolean().refine((value) => value, { error: MESSAGES.acknowledgeHandcrafted }),
  /** The delivery chosen; empty until the shopper picks (the store's first method then applies). */
  shippingMethod: z.enum(SHIPPING_METHODS).or(z.literal('')).optional(),
});

/** The form for local pickup: no address is asked, whatever the hidden address fields hold. */
const pickupFormSchema = pickupInfoSchema.extend({
  acknowledged: checkoutFormSchema.shape.acknowledged,
  shippingMethod: checkoutFormSchema.shape.shippingMethod,
});

/** The form's rules for a delivery method: an address for shipping, none for pickup. */
export function checkoutFormSchemaFor(method: ShippingMethod) {
  return method === 'pickup' ? pickupFormSchema : checkoutFormSchema;
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
};

/** A customer's saved profile as a starting point for the form (blank fields stay blank). */
export function checkoutFormFromProfile(profile: CustomerProfile): CheckoutFormInput {
  return { ...EMPTY_CHECKOUT_FORM, ...profileInputOf(profile) };
}
