import { ERROR_CODES, type ErrorCode, type FixedMessageCode } from './error-codes';

export type { ErrorCode } from './error-codes';

/**
 * What an `ApiError` answers: its status and code; the message, which a code of fixed message
 * (error-codes.ts) may leave out; the field at fault; headers to send; each field's problem;
 * and more facts for the caller, sent beside `error` and `code` (e.g. the correct total).
 */
export type ApiErrorInit = {
  status: number;
  field?: string;
  headers?: Record<string, string>;
  errors?: { param: string; msg: string }[];
  details?: Record<string, unknown>;
} & ({ code: FixedMessageCode; message?: string } | { code: ErrorCode; message: string });

/** An error the api answers with its own status and `{ error, code, field }`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field?: string;
  readonly headers?: Record<string, string>;
  readonly errors?: { param: string; msg: string }[];
  readonly details?: Record<string, unknown>;

  constructor({ status, code, message, field, headers, errors, details }: ApiErrorInit) {
    super(message ?? ERROR_CODES[code] ?? code);
    this.name = 'ApiError';
    this.statusCode = status;
    this.code = code;
    this.field = field;
    this.headers = headers;
    this.errors = errors;
    this.details = details;
  }
}

/**
 * Whether a failed write broke a unique index (PostgreSQL's code, however the driver wraps it);
 * with `index`, that one.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return index === undefined || constraint === index;
  }
  return false;
}
