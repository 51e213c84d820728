/** How long a piece takes before it ships, and the limits an owner may set. */
export const MAKING_TIME_KINDS = ['ready', 'made'] as const;
export const MAKING_TIME_UNITS = ['days', 'weeks'] as const;
export type MakingTimeUnit = (typeof MAKING_TIME_UNITS)[number];
/** Ready to ship within at most this many business days. */
export const MAX_READY_DAYS = 30;
/** Made to order in at most this many business days, or weeks. */
export const MAX_MAKING_DAYS = 120;
export const MAX_MAKING_WEEKS = 26;
/** Holidays a store may list. */
export const MAX_HOLIDAYS = 60;
