/** An error the api answers with its own status and `{ error, code, field }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
    readonly errors?: { param: string; msg: string }[],
    /** More facts for the caller, sent beside `error` and `code` (e.g. the correct total). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new ApiError(404, code, message);
export const badRequest = (message: string, field?: string, code = 'VALIDATION_ERROR') =>
  new ApiError(400, code, message, field);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHORIZED') =>
  new ApiError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that', code = 'FORBIDDEN') =>
  new ApiError(403, code, message);
export const conflict = (message: string, code = 'CONFLICT', field?: string) =>
  new ApiError(409, code, message, field);

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
