/**
 * fast-check arbitraries of bad input, derived from an operation's JSON schemas: wrong types,
 * numbers past their bounds, strings too long or too short or off their pattern, odd Unicode and
 * NUL, missing and extra fields, in the body, the path and the query. Each input says whether the
 * schema makes it certainly invalid (`mustReject`), or only odd (it may be accepted, but must
 * never break the server).
 */
import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-operations';
import { fillPath, paramHint, queryString } from './openapi-operations';
import { allowedTypes, jsonType, matches, sample, typeAllowed, type Fill } from './schema-samples';

export type Bad = { value: unknown; mustReject: boolean; why: string };
export type BadRequest = {
  url: string;
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
  mustReject: boolean;
  why: string;
};

/** Marks a field left out. */
const ABSENT = Symbol('absent');

const WRONG_TYPED: unknown[] = [
  'text',
  12345,
  1.5,
  -1,
  true,
  false,
  null,
  [],
  [1, 'a'],
  {},
  { nested: { deep: [null] } },
];
const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '🧪💥',
  'e\u0301',
  '\uFEFF',
  '\uD800',
  'x\uDFFFx',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '\r\n',
  ' ',
  'NaN',
  '__proto__',
];
const oddString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
);

/** A string read the way the api's schemas often read it first (trimmed, lower-cased). */
const readings = (value: string) => [value, value.trim(), value.toLowerCase(), value.trim().toLowerCase()];

function stringBads(schema: JsonSchema): fc.Arbitrary<Bad>[] {
  const arbs: fc.Arbitrary<Bad>[] = [];
  const max = schema.maxLength;
  if (max !== undefined) {
    arbs.push(
      fc
        .tuple(fc.integer({ min: max + 1, max: max + 64 }), fc.constantFrom('x', 'é', '🧪', '\u0000', ' x'))
        .map(([length, unit]) => ({
          value: unit.repeat(length),
          mustReject: true,
          why: `longer than ${max}`,
        })),
      fc.constant({
        value: 'y'.repeat(Math.max(max + 1, 100_000)),
        mustReject: true,
        why: 'very long string',
      }),
    );
  }
  if ((schema.minLength ?? 0) > 0)
    arbs.push(
      fc.constant({
        value: 'z'.repeat(schema.minLength! - 1),
        mustReject: true,
        why: `shorter than ${schema.minLength}`,
      }),
    );
  if (schema.enum)
    arbs.push(
      fc
        .constantFrom('not-one-of-them', '', ' ', String(schema.enum[0]).toLowerCase() + '\u0000')
        .filter((value) => !schema.enum!.includes(value))
        .map((value) => ({ value, mustReject: true, why: 'not in enum' })),
    );
  // A pattern nearly everything matches would leave the filter below searching for ever.
  if (
    schema.pattern &&
    ODD_STRINGS.some((value) =>
      readings(value).every((reading) => !matches({ pattern: schema.pattern }, reading)),
    )
  ) {
    arbs.push(
      oddString
        .filter((value) => readings(value).every((reading) => !matches({ pattern: schema.pattern }, reading)))
        .map((value) => ({ value, mustReject: true, why: 'off pattern' })),
    );
  }
  // Odd but possibly valid: within the length bounds, so only the server's own rules decide.
  arbs.push(
    oddString.map((value) => {
      const padded = value.padEnd(schema.minLength ?? 0, 'p');
      const fits = schema.maxLength === undefined || padded.length <= schema.maxLength;
      return {
        value: fits ? padded : padded.slice(0, schema.maxLength),
        mustReject: false,
        why: 'odd string',
      };
    }),
  );
  return arbs;
}

function numberViolates(schema: JsonSchema, value: number, integer: boolean): boolean {
  if (integer && !Number.isInteger(value)) return true;
  if (integer && !Number.isSafeInteger(value)) return true;
  if (typeof schema.minimum === 'number' && value < schema.minimum) return true;
  if (typeof schema.maximum === 'number' && value > schema.maximum) return true;
  if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) return true;
  if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) return true;
  return false;
}

function numberBads(schema: JsonSchema, integer: boolean): fc.Arbitrary<Bad> {
  const edges = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter(
    (edge): edge is number => typeof edge === 'number',
  );
  const candidates = [
    ...edges.flatMap((edge) => [edge - 1, edge, edge + 1, edge - 0.5, edge + 0.5]),
    0,
    -0,
    -1,
    0.5,
    1e-9,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    1e308,
    -1e308,
  ];
  return fc
    .oneof(fc.constantFrom(...candidates), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer())
    .map((value) => ({ value, mustReject: numberViolates(schema, value, integer), why: `number ${value}` }));
}

/**
 * Bad values for `schema`, given a valid one to vary. In `text` context (path and query) every
 * value arrives as a string, so only a repeated key (an array) is certainly of the wrong type.
 */
export function badValue(
  schema: JsonSchema,
  valid: unknown,
  context: 'json' | 'text',
  depth = 0,
): fc.Arbitrary<Bad> {
  const types = allowedTypes(schema);
  const arbs: fc.Arbitrary<Bad>[] = [];
  const wrong = (context === 'json' ? WRONG_TYPED : [['a', 'b']]).filter(
    (value) => !typeAllowed(types, value),
  );
  if (wrong.length)
    arbs.push(
      fc
        .constantFrom(...wrong)
        .map((value) => ({ value, mustReject: true, why: `wrong type ${jsonType(value)}` })),
    );
  const has = (type: string) => types === 'any' || types.has(type);

  if (has('string') || context === 'text')
    arbs.push(
      ...stringBads(has('string') ? schema : {}).map((arb) =>
        has('string') ? arb : arb.map((bad) => ({ ...bad, mustReject: false })),
      ),
    );
  if (context === 'json' && (has('number') || has('integer'))) arbs.push(numberBads(schema, !has('number')));
  if (context === 'json' && has('array')) {
    const items = Array.isArray(valid) ? valid : [];
    if ((schema.minItems ?? 0) > 0)
      arbs.push(
        fc.constant({
          value: items.slice(0, schema.minItems! - 1),
          mustReject: true,
          why: `fewer than ${schema.minItems} items`,
        }),
      );
    if (schema.maxItems !== undefined)
      arbs.push(
        fc.constant({
          value: Array.from({ length: schema.maxItems + 1 }, () => items[0] ?? null),
          mustReject: true,
          why: `more than ${schema.maxItems} items`,
        }),
      );
    if (schema.items && depth < 4) {
      arbs.push(
        badValue(schema.items, items[0], context, depth + 1).map((bad) => ({
          ...bad,
          value: [...items.slice(0, -1), bad.value === ABSENT ? null : bad.value],
          why: `item: ${bad.why}`,
        })),
      );
    }
  }
  if (has('object') && schema.properties && depth < 4)
    arbs.push(...objectBads(schema, (valid ?? {}) as Record<string, unknown>, context, depth));
  if (!arbs.length) arbs.push(oddString.map((value) => ({ value, mustReject: false, why: 'odd value' })));
  return fc.oneof(...arbs);
}

function objectBads(
  schema: JsonSchema,
  valid: Record<string, unknown>,
  context: 'json' | 'text',
  depth: number,
): fc.Arbitrary<Bad>[] {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const arbs: fc.Arbitrary<Bad>[] = [];
  const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));
  if (required.length) {
    // A field with a default may be left out even when the document lists it as required.
    arbs.push(
      fc.constantFrom(...required).map((key) => ({
        value: without(key),
        mustReject: properties[key]?.default === undefined,
        why: `missing ${key}`,
      })),
    );
  }
  arbs.push(
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'role', 'tenantId', 'isAdmin', 'id', ''),
          fc.string({ maxLength: 12 }),
        ),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([key, extra]) => ({
        value: { ...valid, [key]: extra },
        mustReject: schema.additionalProperties === false && !(key in properties),
        why: `extra field ${JSON.stringify(key)}`,
      })),
  );
  for (const [key, property] of Object.entries(properties)) {
    arbs.push(
      badValue(property, valid[key], context, depth + 1).map((bad) => ({
        value: bad.value === ABSENT ? without(key) : { ...valid, [key]: bad.value },
        mustReject: bad.mustReject,
        why: `${key}: ${bad.why}`,
      })),
    );
  }
  return arbs;
}

const RAW_BODIES: [string, string, string][] = [
  ['application/json', '{', 'invalid JSON'],
  ['application/json', '{"a":', 'truncated JSON'],
  ['application/json', 'null', 'null body'],
  ['application/json', '[]', 'array body'],
  ['application/json', '"text"', 'string body'],
  ['application/json', '1e999', 'number body'],
  ['application/json', '{"__proto__":{"isAdmin":true}}', 'prototype pollution'],
  ['application/json', '{"a":1,"a":2}', 'duplicate keys'],
  ['application/json', '\u0000', 'NUL body'],
  ['text/plain', 'hello', 'text body'],
  ['application/x-www-form-urlencoded', 'a=1&b=2', 'form body'],
  ['application/xml', '<a/>', 'xml body'],
];

/** Bad requests for one operation: one thing wrong at a time, in its body, path or query. */
export function badRequests(op: Operation, fill: Fill): fc.Arbitrary<BadRequest> {
  const params = Object.fromEntries(
    op.pathParams.map(({ name, schema }) => [name, String(sample(schema, fill, paramHint(op.path, name)))]),
  );
  const query = sample(op.query, fill) as Record<string, unknown>;
  const body = op.body ? sample(op.body, fill) : undefined;
  const url = (nextParams = params, nextQuery = query) =>
    fillPath(op.path, nextParams) + queryString(nextQuery);
  const json = (value: unknown) => (value === ABSENT ? undefined : JSON.stringify(value));
  const sendsBody = op.method !== 'GET';
  const sites: fc.Arbitrary<BadRequest>[] = [];

  if (op.body) {
    sites.push(
      badValue(op.body, body, 'json').map((bad) => ({
        url: url(),
        payload: json(bad.value),
        contentType: 'application/json',
        mustReject: bad.mustReject,
        why: `body ${bad.why}`,
      })),
    );
    sites.push(fc.constant({ url: url(), mustReject: true, why: 'no body' }));
  }
  if (sendsBody) {
    // Only a route that reads JSON is certain to refuse these; a raw-body route (webhooks) may not.
    const strict = op.bodyTypes.length > 0 && op.bodyTypes.every((type) => type === 'application/json');
    sites.push(
      fc.constantFrom(...RAW_BODIES).map(([contentType, payload, why]) => ({
        url: url(),
        payload,
        contentType,
        mustReject: strict && why !== 'duplicate keys',
        why,
      })),
    );
  }
  for (const { name, schema } of op.pathParams) {
    sites.push(
      badValue(schema, params[name], 'text').map((bad) => {
        const value = typeof bad.value === 'string' ? bad.value : JSON.stringify(bad.value);
        // An empty segment routes elsewhere (a list instead of an item), so it proves nothing.
        const certain = bad.mustReject && typeof bad.value === 'string' && value !== '';
        return {
          url: url({ ...params, [name]: value }),
          payload: sendsBody ? json(body ?? ABSENT) : undefined,
          contentType: 'application/json',
          mustReject: certain,
          why: `path ${name} ${bad.why}`,
        };
      }),
    );
  }
  // The query as a whole is always an object; only its fields can be wrong.
  sites.push(
    fc.oneof(...objectBads(op.query, query, 'text', 0)).map((bad) => ({
      url: url(params, (bad.value ?? {}) as Record<string, unknown>),
      payload: sendsBody ? json(body ?? ABSENT) : undefined,
      contentType: 'application/json',
      mustReject: bad.mustReject,
      why: `query ${bad.why}`,
    })),
  );
  // Headers as a client could send them over HTTP (printable ASCII; Node refuses the rest).
  const headerText = fc.oneof(
    fc.constantFrom('', ' ', '../demo', "demo' --", 'DEMO', 'demo,north', 'd'.repeat(5_000)),
    fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
  );
  const plain = {
    url: url(),
    payload: sendsBody ? json(body ?? ABSENT) : undefined,
    contentType: 'application/json',
  };
  sites.push(
    headerText.map((tenant) => ({
      ...plain,
      headers: { 'x-tenant-id': tenant },
      mustReject: false,
      why: `tenant header ${JSON.stringify(tenant.slice(0, 40))}`,
    })),
  );
  if (op.bearer) {
    const token = fc.oneof(
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Bearer x.y.z',
        'Basic b3duZXI6cGFzcw==',
        `Bearer ${'x'.repeat(8_000)}`,
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      ),
      headerText.map((text) => `Bearer ${text}`),
    );
    sites.push(
      token.map((authorization) => ({
        ...plain,
        headers: { authorization },
        mustReject: true,
        why: `authorization ${JSON.stringify(authorization.slice(0, 40))}`,
      })),
    );
  }
  return fc
    .oneof(...sites)
    .map((request) => (request.payload === undefined ? { ...request, contentType: undefined } : request));
}

/** Every place in a valid value that holds a string, as a path of keys and indexes. */
function stringLeaves(
  schema: JsonSchema,
  value: unknown,
  trail: (string | number)[] = [],
  depth = 0,
): { trail: (string | number)[]; schema: JsonSchema }[] {
  if (depth > 5) return [];
  if (typeof value === 'string')
    return [
      { trail, schema: (schema.anyOf ?? schema.oneOf)?.find((branch) => branch.type === 'string') ?? schema },
    ];
  if (Array.isArray(value) && value.length)
    return stringLeaves(schema.items ?? {}, value[0], [...trail, 0], depth + 1);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringLeaves(schema.properties?.[key] ?? {}, item, [...trail, key], depth + 1),
    );
  }
  return [];
}

function withValue(root: unknown, trail: (string | number)[], value: unknown): unknown {
  if (!trail.length) return value;
  const [head, ...rest] = trail;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

/** The NUL character and a 4-byte character, each inside a string of allowed length. */
function pinnedStrings(schema: JsonSchema, valid: string): [string, string][] {
  const max = schema.maxLength ?? valid.length + 2;
  const fit = (text: string) => text.slice(0, Math.max(1, max));
  return [
    ['NUL inside', fit(`${valid.slice(0, Math.max(0, max - 2))}\u0000${valid.slice(-1)}`)],
    ['4-byte character', fit(`🧪${valid}`)],
  ];
}

/** Every place in a valid value that holds a number whose schema has a maximum, with that maximum. */
function boundedNumberLeaves(
  schema: JsonSchema,
  value: unknown,
  trail: (string | number)[] = [],
  depth = 0,
): { trail: (string | number)[]; max: number }[] {
  if (depth > 5) return [];
  const branch =
    (schema.anyOf ?? schema.oneOf)?.find((b) => b.type === 'number' || b.type === 'integer') ?? schema;
  if (typeof value === 'number')
    return typeof branch.maximum === 'number' ? [{ trail, max: branch.maximum }] : [];
  if (Array.isArray(value) && value.length)
    return boundedNumberLeaves(schema.items ?? {}, value[0], [...trail, 0], depth + 1);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      boundedNumberLeaves(schema.properties?.[key] ?? {}, item, [...trail, key], depth + 1),
    );
  return [];
}

/**
 * Amounts up to the schemas' maximum: the body with each bounded number at its maximum, one at a
 * time, then all of them at once (a top price times the top quantity must be a 4xx, never a 500).
 */
function maximumBodies(op: Operation, body: unknown): { why: string; body: unknown }[] {
  if (!op.body) return [];
  const leaves = boundedNumberLeaves(op.body, body);
  if (!leaves.length) return [];
  const each = leaves.map((leaf) => ({
    why: `body ${leaf.trail.join('.')} at its maximum ${leaf.max}`,
    body: withValue(body, leaf.trail, leaf.max),
  }));
  const atMaximum = (value: unknown) =>
    boundedNumberLeaves(op.body!, value).reduce(
      (whole, leaf) => withValue(whole, leaf.trail, leaf.max),
      value,
    );
  // Also with the required fields only: an optional field filled from elsewhere (a variant of
  // another product) would be refused before the amounts are reached.
  const required = new Set(op.body.required ?? []);
  const lean =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([key]) => required.has(key)))
      : body;
  return [
    ...each,
    { why: 'every bounded number at its maximum', body: atMaximum(body) },
    { why: 'required fields only, every bounded number at its maximum', body: atMaximum(lean) },
  ];
}

/**
 * Inputs every run tries before its random ones: NUL and a 4-byte character in each string of
 * the body, the path and the query, one at a time, and each bounded number at its maximum. PostgreSQL refuses NUL in text, so a field
 * that lets it through to a write shows up here on every run, not only on a lucky seed.
 */
export function pinnedRequests(op: Operation, fill: Fill): BadRequest[] {
  const params = Object.fromEntries(
    op.pathParams.map(({ name, schema }) => [name, String(sample(schema, fill, paramHint(op.path, name)))]),
  );
  const query = sample(op.query, fill) as Record<string, unknown>;
  const body = op.body ? sample(op.body, fill) : undefined;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const requests: BadRequest[] = [];
  const contentType = payload === undefined ? undefined : 'application/json';
  if (op.body) {
    for (const leaf of stringLeaves(op.body, body)) {
      for (const [why, text] of pinnedStrings(
        leaf.schema,
        String(
          leaf.trail.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], body),
        ),
      )) {
        requests.push({
          url: fillPath(op.path, params) + queryString(query),
          payload: JSON.stringify(withValue(body, leaf.trail, text)),
          contentType: 'application/json',
          mustReject: false,
          why: `body ${leaf.trail.join('.')}: ${why}`,
        });
      }
    }
  }
  for (const { why, body: value } of maximumBodies(op, body))
    requests.push({
      url: fillPath(op.path, params) + queryString(query),
      payload: JSON.stringify(value),
      contentType: 'application/json',
      mustReject: false,
      why,
    });
  for (const { name, schema } of op.pathParams) {
    for (const [why, text] of pinnedStrings(schema, params[name])) {
      requests.push({
        url: fillPath(op.path, { ...params, [name]: text }) + queryString(query),
        payload,
        contentType,
        mustReject: false,
        why: `path ${name}: ${why}`,
      });
    }
  }
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') continue;
    for (const [why, text] of pinnedStrings(op.query.properties?.[name] ?? {}, value)) {
      requests.push({
        url: fillPath(op.path, params) + queryString({ ...query, [name]: text }),
        payload,
        contentType,
        mustReject: false,
        why: `query ${name}: ${why}`,
      });
    }
  }
  return requests;
}
