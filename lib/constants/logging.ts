/**
 * Logging: how much of a long value a log line keeps.
 */
export const LOG_MAX_STRING_LENGTH = 100;
export const LOG_MAX_ARRAY_LENGTH = 10;
