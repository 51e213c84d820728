/**
 * What checkout says about delivery (the wizard's Shipping & Delivery step): the methods the store
 * offers, named under the shipping line. What each costs is lib/shipping.ts's.
 */
export type ShippingMethods = { local: boolean; national: boolean; international: boolean };

const NAMES: { key: keyof ShippingMethods; text: string }[] = [
  { key: 'local', text: 'Local pickup available' },
  { key: 'national', text: 'National shipping' },
  { key: 'international', text: 'International shipping' },
];

/** 'Local pickup available · National shipping', or null when the store names none. */
export function shippingMethodsNote(methods: ShippingMethods | null | undefined): string | null {
  if (!methods) return null;
  const offered = NAMES.filter(({ key }) => methods[key] === true).map(({ text }) => text);
  return offered.length ? offered.join(' · ') : null;
}
