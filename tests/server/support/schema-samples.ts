/**
 * A plausible valid value for a JSON schema: what a well-behaved client would send, with the ids
 * and emails of a chosen store filled in by field name. Good enough to get past validation on most
 * routes, so that tests reach the handlers; a value the schema's own refinements refuse only makes
 * the answer a 400, never a wrong verdict.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** Values of one store to put into fields that name them. */
export type Fill = {
  tenant: string;
  storeId: string;
  productId: string;
  /** A variant of one of the store's products (a ring's size). */
  variantId: string;
  orderId: string;
  userId: string;
  /** The store's customer (an email of the store, not an account's id). */
  customerId: string;
  email: string;
  paymentIntentId: string;
  imageFile: string;
  /** The invoice of the store's order. */
  documentId: string;
  /** A return request of the store's order. */
  returnRequestId: string;
  /** A gift card the store sold. */
  giftCardId: string;
};

/**
 * Which fill value a field by this name takes, if any. A path parameter comes as
 * `<segment before it>.<name>` (`stores.id`), so a bare `id` still finds its resource.
 */
export function fillFor(name: string, fill: Fill): string | undefined {
  const key = name.toLowerCase();
  if (key.includes('email')) return fill.email;
  if (key.endsWith('documentid')) return fill.documentId;
  if (key === 'returns.id') return fill.returnRequestId;
  if (key === 'gift-cards.id') return fill.giftCardId;
  if (key.includes('tenant') || key === 'slug') return fill.tenant;
  if (key.includes('paymentintent')) return fill.paymentIntentId;
  if (key === 'customers.id') return fill.customerId;
  if (key.includes('order')) return fill.orderId;
  if (key.includes('user') || key.includes('customer')) return fill.userId;
  if (key.includes('variant')) return fill.variantId;
  if (key.includes('product')) return fill.productId;
  if (key.includes('store')) return key.endsWith('id') ? fill.storeId : fill.tenant;
  if (key === 'images.file') return fill.imageFile;
  return undefined;
}

/** A few strings fast-check draws from a pattern, for fields no candidate fits. */
function fromPattern(schema: JsonSchema): string[] {
  try {
    return fc.sample(fc.stringMatching(new RegExp(schema.pattern!, 'u')), { numRuns: 20, seed: 7 });
  } catch {
    return [];
  }
}

/** Strings a person would type, tried in order against a field's pattern and length. */
const CANDIDATES: [RegExp, string[]][] = [
  [/phone/i, ['(907) 555-0100', '9075550100']],
  [/zip/i, ['99835']],
  [/state/i, ['AK']],
  [/new.*password/i, ['Sitka-fresh-2027?']],
  [/password/i, ['Sitka-probe-2026!']],
  [/card/i, ['4242 4242 4242 4242']],
  [/host|domain/i, ['demo.localhost', 'example.com']],
  [/url|link|href|src/i, ['https://example.com/a', '/a']],
  [/color|colour/i, ['#336699']],
  [/currency/i, ['usd']],
  [/date|at$/i, [new Date(0).toISOString()]],
];
const GENERIC = [
  'Ada Lovelace',
  'Sitka',
  'hello',
  'probe@example.test',
  'a1b2c3d4e5f6',
  '00000000-0000-4000-8000-000000000000',
];

export function matches(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && [...value].length < schema.minLength) return false;
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.pattern) {
    try {
      if (!new RegExp(schema.pattern, 'u').test(value)) return false;
    } catch {
      return true;
    }
  }
  return true;
}

function sampleString(schema: JsonSchema, name: string, trail: string, fill: Fill): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (typeof schema.const === 'string') return schema.const;
  const named = fillFor(name, fill);
  const tries = [
    ...(named ? [named] : []),
    ...(schema.format === 'uuid' ? [fill.productId] : []),
    ...(schema.format === 'email' ? [fill.email] : []),
    ...CANDIDATES.filter(([pattern]) => pattern.test(trail)).flatMap(([, values]) => values),
    ...GENERIC,
  ];
  const fit =
    tries.find((value) => matches(schema, value)) ??
    (schema.pattern ? fromPattern(schema).find((value) => matches(schema, value)) : undefined);
  if (fit) return fit;
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  let low = typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (typeof schema.exclusiveMinimum === 'number') low = Math.max(low, schema.exclusiveMinimum + 1);
  const high =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - 1
        : Math.max(low, 1);
  const value = Math.min(Math.max(low, 1), high);
  return integer ? Math.ceil(value) : value;
}

/** The JSON types a schema allows ('integer' is also a 'number'). */
export function allowedTypes(schema: JsonSchema): Set<string> | 'any' {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = new Set<string>();
    for (const branch of branches) {
      const types = allowedTypes(branch);
      if (types === 'any') return 'any';
      types.forEach((type) => all.add(type));
    }
    if (schema.nullable) all.add('null');
    return all;
  }
  if (schema.allOf?.length) return allowedTypes(schema.allOf[0]);
  const types = new Set<string>();
  if (schema.type)
    (Array.isArray(schema.type) ? schema.type : [schema.type]).forEach((type) => types.add(type));
  else if (schema.enum) schema.enum.forEach((value) => types.add(jsonType(value)));
  else if (schema.const !== undefined) types.add(jsonType(schema.const));
  else if (schema.properties) types.add('object');
  else return 'any';
  if (schema.nullable) types.add('null');
  return types;
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function typeAllowed(types: Set<string> | 'any', value: unknown): boolean {
  if (types === 'any') return true;
  const type = jsonType(value);
  return types.has(type) || (type === 'integer' && types.has('number'));
}

/**
 * A valid-looking value for `schema`. `name` is the field's name, used to pick ids; `trail` its
 * path from the body's root (`theme.colors.primary`), used to pick formats.
 */
export function sample(schema: JsonSchema, fill: Fill, name = '', trail = name): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length)
    return sample(
      branches.find(
        (branch) => allowedTypes(branch) !== 'any' && !(allowedTypes(branch) as Set<string>).has('null'),
      ) ?? branches[0],
      fill,
      name,
      trail,
    );
  if (schema.allOf?.length) return sample(Object.assign({}, ...schema.allOf), fill, name, trail);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const types = allowedTypes(schema);
  const type =
    types === 'any'
      ? 'string'
      : ['object', 'array', 'string', 'integer', 'number', 'boolean', 'null'].find((candidate) =>
          types.has(candidate),
        )!;
  switch (type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        object[key] = sample(property, fill, key, trail ? `${trail}.${key}` : key);
      return object;
    }
    case 'array': {
      const item = sample(schema.items ?? {}, fill, name, trail);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return sampleString(schema, name, trail, fill);
  }
}
