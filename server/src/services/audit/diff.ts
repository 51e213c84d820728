/**
 * What a change changed, field by field, as the activity log keeps it: only fields whose value
 * differs; nested settings as dotted paths (`shipping.national.rateCents`); money as integer cents
 * (`price` 42.5 → `priceCents` 4250); secrets as "changed" without their values; long texts cut.
 */
import { AUDIT_HIDDEN } from '@/lib/schemas/audit';
import { toCents } from '@/lib/money';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** Amounts the api speaks in dollars; the log writes them in cents under `<name>Cents`. */
const DOLLAR_FIELDS = new Set(['price', 'compareAtPrice', 'minOrder', 'salePrice', 'cost']);
/** Bookkeeping and counters that move by themselves: not a change anyone made. */
const IGNORED_FIELDS = new Set([
  'updatedAt',
  'createdAt',
  'version',
  'uses',
  'revenue',
  'lastUsedAt',
  'usage',
  'sold',
  'sales',
  'id',
  'tenantId',
  'tenantName',
  'highestPrice30Days',
]);
const SECRET_FIELD = /password|secret|token|apikey|^key$|hash|privatekey|credential/i;
const LONGEST_TEXT = 500;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Whether a field holds a secret: its change is recorded, never its value. */
export const isSecretField = (path: string) => path.split('.').some((part) => SECRET_FIELD.test(part));

function shortened(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > LONGEST_TEXT) return `${value.slice(0, LONGEST_TEXT)}…`;
  if (Array.isArray(value) || isPlainObject(value)) {
    const text = JSON.stringify(value);
    return text.length > LONGEST_TEXT * 4 ? `${text.slice(0, LONGEST_TEXT * 4)}…` : value;
  }
  return value;
}

/** The fields of a record as dotted paths to their values; money renamed to cents. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isPlainObject(value)) {
    if (prefix) into.set(prefix, value);
    return into;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (IGNORED_FIELDS.has(key)) continue;
    if (DOLLAR_FIELDS.has(key) && (typeof inner === 'number' || inner === null)) {
      into.set(`${prefix}${key}Cents`, inner === null ? null : toCents(inner));
    } else if (isPlainObject(inner)) {
      flatten(inner, `${prefix}${key}.`, into);
    } else into.set(`${prefix}${key}`, inner);
  }
  return into;
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a instanceof Date ? a.toISOString() : a) ===
  JSON.stringify(b instanceof Date ? b.toISOString() : b);

/**
 * The fields that differ between `before` and `after` (either may be null: a creation or a
 * deletion lists the values it made or removed). A secret's line says only that it changed.
 */
export function diffFields(before: unknown, after: unknown): FieldChanges {
  const from = flatten(before ?? {});
  const to = flatten(after ?? {});
  const changes: FieldChanges = {};
  for (const path of new Set([...from.keys(), ...to.keys()])) {
    const a = from.has(path) ? from.get(path) : null;
    const b = to.has(path) ? to.get(path) : null;
    if (same(a, b)) continue;
    changes[path] = isSecretField(path)
      ? { from: AUDIT_HIDDEN, to: AUDIT_HIDDEN }
      : { from: shortened(a ?? null), to: shortened(b ?? null) };
  }
  return changes;
}
