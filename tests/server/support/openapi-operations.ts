/**
 * The api's operations as its own OpenAPI document describes them, so that tests sweeping every
 * route pick up a new route without being edited. Who may call an operation is read from the
 * document too: `security: [{ bearerAuth: [] }]` needs a token, the `admin` tag marks the store
 * owner's routes, and any other security scheme (the operator's) is a credential no store holds.
 */
import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema (as OpenAPI 3.0 writes it) that the api's zod schemas produce. */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** `operator`: a credential none of a store's people hold (a security scheme besides bearerAuth and tenant). */
export type Access = 'public' | 'signed-in' | 'admin' | 'operator';

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it, with `{name}` placeholders. */
  path: string;
  access: Access;
  /** Whether the document asks for a bearer token (`security: [{ bearerAuth: [] }]`). */
  bearer: boolean;
  tags: string[];
  pathParams: { name: string; schema: JsonSchema }[];
  /** Query parameters as one object schema (empty when the operation takes none). */
  query: JsonSchema;
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** The content types the body may come as (multipart uploads, JSON). */
  bodyTypes: string[];
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Reads every operation of the app's OpenAPI document. */
export function listOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as {
    paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tags = op.tags ?? [];
      const needsToken = (op.security ?? []).some((requirement) => 'bearerAuth' in requirement);
      const otherCredential = (op.security ?? []).some((requirement) =>
        Object.keys(requirement).some((scheme) => scheme !== 'bearerAuth' && scheme !== 'tenant'),
      );
      const parameters = op.parameters ?? [];
      const queryParams = parameters.filter((parameter) => parameter.in === 'query');
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        access: tags.includes('admin')
          ? 'admin'
          : needsToken
            ? 'signed-in'
            : otherCredential
              ? 'operator'
              : 'public',
        bearer: needsToken,
        tags,
        pathParams: parameters
          .filter((parameter) => parameter.in === 'path')
          .map(({ name, schema }) => ({ name, schema })),
        query: {
          type: 'object',
          properties: Object.fromEntries(queryParams.map(({ name, schema }) => [name, schema])),
          required: queryParams.filter((parameter) => parameter.required).map(({ name }) => name),
        },
        body: content['application/json']?.schema,
        bodyTypes: Object.keys(content),
      });
    }
  }
  return operations;
}

/** An operation's label in messages: `PUT /api/admin/products/{id}/inventory`. */
export const label = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** A path parameter's name with the segment before it (`stores.id`), for telling what it names. */
export function paramHint(path: string, name: string): string {
  const segments = path.split('/');
  const index = segments.indexOf(`{${name}}`);
  return index > 0 ? `${segments[index - 1]}.${name}` : name;
}

/** Fills a path's placeholders, encoding each value as a client would. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodePathValue(values[name] ?? ''));
}

/** encodeURIComponent, except that a lone surrogate (which it cannot encode) becomes an invalid UTF-8 escape. */
export function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

/** Builds a query string; arrays repeat their key. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
