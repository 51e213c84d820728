import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Every api error: a human message and a stable machine code; `field` names the bad input. */
export const errorResponseSchema = z.looseObject({
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
  /** Every invalid field, as the registration form lists them. */
  errors: z.array(z.object({ param: z.string(), msg: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});

/** The one character PostgreSQL cannot keep in a text column. */
const NUL = '\u0000';
export const NUL_CHARACTER_MESSAGE = 'must not contain a NUL character';

/** Half of a UTF-16 surrogate pair standing alone: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const BROKEN_TEXT_MESSAGE = 'must be valid Unicode text';

/** Whether PostgreSQL can keep a string as text: what `text()` checks, for a hot loop to ask first. */
export const isStorableText = (value: string) => !value.includes(NUL) && !LONE_SURROGATE.test(value);

/**
 * Every string the api accepts starts here: a string with no NUL character and no lone surrogate,
 * which PostgreSQL would refuse halfway through a write. Chain `.trim()`, `.min()`, `.max()`, `.regex()` as on
 * `z.string()`; `params` are z.string's (its type error message).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !value.includes(NUL), { error: NUL_CHARACTER_MESSAGE, abort: true })
    .refine((value) => !LONE_SURROGATE.test(value), { error: BROKEN_TEXT_MESSAGE, abort: true });

/**
 * An email address, trimmed and lower-cased. Empty or missing reads `required` (the sign-in and
 * registration forms and My Orders each have their own words for it); a malformed one reads the
 * spec's one format message, the same everywhere.
 */
export const emailField = (required: string = MESSAGES.emailRequired) =>
  text({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required })
    .max(254, { error: MESSAGES.invalidEmail })
    .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const emailSchema = emailField();
