import { LOG_MAX_ARRAY_LENGTH, LOG_MAX_STRING_LENGTH } from './constants/logging';

/**
 * Keys whose values never reach a log line. `params` and `parameters` are the values a database
 * driver or Drizzle attaches to a failed query: addresses, names, hashes, tokens.
 */
export const SENSITIVE_LOG_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'authToken',
  'accessToken',
  'refreshToken',
  'phone',
  'authorization',
  'cookie',
  'clientSecret',
  'cardNumber',
  'recaptchaToken',
  'params',
  'parameters',
];

const sensitive = new Set(SENSITIVE_LOG_KEYS.map((key) => key.toLowerCase()));

/** Error properties worth keeping: what failed and where, never the data it failed on. */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'table',
  'column',
  'constraint',
  'schema',
  'dataType',
  'digest',
];

/** Keys of an already serialised error (or a query) whose text may quote data. */
const TEXT_KEYS = new Set(['message', 'stack', 'query', 'sql', 'detail']);

const REDACTED = '[redacted]';
const secretKeys = SENSITIVE_LOG_KEYS.join('|');
const TEXT_RULES: [RegExp, string][] = [
  // Drizzle writes "params: a,b,c" after the failed query, up to the first stack frame.
  [/params: .*?(?=\n\s+at |$)/gs, `params: ${REDACTED}`],
  // PostgreSQL's details quote the row: Key (email)=(ann@example.com) already exists.
  [/\)=\((.*?)\)(?=\s|$|\.)/g, `)=(${REDACTED})`],
  // SQL string literals, in query text written with values inline.
  [/'(?:[^']|'')*'/g, `'${REDACTED}'`],
  [/\bBearer\s+[\w.~+/-]+=*/gi, `Bearer ${REDACTED}`],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, REDACTED],
  [
    new RegExp(`(["']?\\b(?:${secretKeys})\\b["']?\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s,;&}]+)`, 'gi'),
    `$1${REDACTED}`,
  ],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
];

/**
 * Free text (a message, a stack, query text) without the personal data it may quote: query
 * parameters, SQL literals, quoted row values, bearer tokens and JWTs, `password=…`-style pairs and
 * email addresses.
 */
export function scrubText(text: string): string {
  return TEXT_RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

const truncate = (value: string) =>
  value.length > LOG_MAX_STRING_LENGTH ? `${value.slice(0, LOG_MAX_STRING_LENGTH)}…[truncated]` : value;

/** An error as a plain object: name, message, stack and cause chain scrubbed, data fields dropped. */
function sanitizeError(error: Error, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name, message: truncate(scrubText(error.message)) };
  // The stack repeats the message; it is scrubbed the same way but kept whole, it is the useful part.
  if (error.stack) out.stack = scrubText(error.stack);
  const fields = error as unknown as Record<string, unknown>;
  for (const key of ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number')
      out[key] = typeof value === 'string' ? truncate(scrubText(value)) : value;
  }
  if (typeof fields.query === 'string') out.query = truncate(scrubText(fields.query));
  if (error.cause !== undefined) out.cause = depth > 6 ? '[depth]' : sanitizeForLog(error.cause, depth + 1);
  return out;
}

/**
 * A copy of a value fit for a log: sensitive keys redacted, errors reduced to what failed and where
 * (through their causes), strings over 100 characters and arrays over 10 items truncated, depth
 * bounded so a cycle cannot hang the logger.
 */
export function sanitizeForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return truncate(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return sanitizeError(value, depth);
  if (depth > 6) return '[depth]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, LOG_MAX_ARRAY_LENGTH).map((item) => sanitizeForLog(item, depth + 1));
    if (value.length > LOG_MAX_ARRAY_LENGTH) kept.push(`…[${value.length - LOG_MAX_ARRAY_LENGTH} more]`);
    return kept;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (sensitive.has(key.toLowerCase())) out[key] = REDACTED;
    else if (typeof item === 'string' && TEXT_KEYS.has(key))
      out[key] = key === 'stack' ? scrubText(item) : truncate(scrubText(item));
    else out[key] = sanitizeForLog(item, depth + 1);
  }
  return out;
}
