/**
 * Validation: the lengths a shopper's or owner's input must keep to.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_STRONG_LENGTH = 12;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PHONE_MAX_LENGTH = 18;
export const ZIP_MAX_LENGTH = 10;
