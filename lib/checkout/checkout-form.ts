import { z } from 'zod';
import { MESSAGES } from '../messages';
import type { CustomerProfile } from '../schemas/auth';
import { customerInfoSchema } from '../schemas/checkout';
import { profileInputOf } from '../schemas/profile';

/** The checkout form: the customer info of the order, plus the handcrafted-goods acknowledgment. */
export const checkoutFormSchema = customerInfoSchema.extend({
  acknowledged: z.boolean().refine((value) => value, { error: MESSAGES.acknowledgeHandcrafted }),
});
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
};

/** A customer's saved profile as a starting point for the form (blank fields stay blank). */
export function checkoutFormFromProfile(profile: CustomerProfile): CheckoutFormInput {
  return { ...EMPTY_CHECKOUT_FORM, ...profileInputOf(profile) };
}
