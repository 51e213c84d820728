/** Text rules every input schema shares. */
import { z } from 'zod';

// PostgreSQL cannot store NUL in text or jsonb, and no form field needs control characters.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function pathToControlCharacter(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathToControlCharacter(item, [...path, index]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return [...path, key];
      const found = pathToControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The schema, refusing any text anywhere in the value that holds a control character. */
export function refuseControlCharacters<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const path = pathToControlCharacter(value);
    if (path) ctx.addIssue({ code: 'custom', message: 'Contains a character that is not allowed', path });
  }) as T;
}

/** Trimmed text of at most `max` characters. */
export const boundedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });
