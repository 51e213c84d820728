/**
 * The storefront's consent to analytics: whom the banner asks (the store's setting) and the choice
 * a browser keeps. No analytics id is kept and no event is sent before the choice allows it.
 */

/** Whom the store asks before analytics: visitors from the EU (and the EEA, UK, Switzerland) or everyone. */
export const CONSENT_REQUIRED_FOR = ['eu', 'everyone'] as const;
export type ConsentRequiredFor = (typeof CONSENT_REQUIRED_FOR)[number];
