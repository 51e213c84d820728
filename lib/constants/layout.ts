/**
 * Layout: the width below which the storefront lays out for a phone.
 */
export const MOBILE_BREAKPOINT_PX = 768;
