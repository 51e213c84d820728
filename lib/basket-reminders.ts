/**
 * Whether a basket reminder needs the shopper's yes: the checkout (which shows the box) and the
 * api's job (which sends or not) read the same rule. A US address is outside; an address abroad
 * is in its country; pickup, or a country not chosen yet, is unknown and asked, as the EU is.
 */
import type { ConsentRequiredFor } from './constants/consent';
import type { ShippingMethod } from './constants/shipping';
import { consentRequired } from './consent';

/** The buyer's country as checkout knows it: the US for a national address, null when unknown. */
export function buyerCountry(
  method: ShippingMethod | null | undefined,
  country?: string | null,
): string | null {
  if (method === 'international') return country?.trim().toUpperCase() || null;
  return method === 'pickup' ? null : 'US';
}

/** Whether this buyer must tick the box before a reminder may be sent. */
export const reminderConsentRequired = (
  requiredFor: ConsentRequiredFor,
  method: ShippingMethod | null | undefined,
  country?: string | null,
): boolean => consentRequired(requiredFor, buyerCountry(method, country));
