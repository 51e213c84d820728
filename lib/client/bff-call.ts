/**
 * One BFF call from the browser, answered as the api's result or `{ error, code?, field? }`: the
 * api's own message when it gave one, else the screen's fallback (spec §8 prefers the server's).
 */
import { bffFetch } from '@/lib/auth/client-session';

/** A failed call: the message to show, the api's code and field, and the HTTP status when there was one. */
export type ClientError = { error: string; code?: string; field?: string; httpStatus?: number };
export type ClientResult<T> = T | ClientError;

/** True when a call failed; its `error` is the api's message or the fallback given. */
export function isClientError<T>(result: ClientResult<T>): result is ClientError {
  return typeof result === 'object' && result !== null && 'error' in result && typeof (result as ClientError).error === 'string';
}

type CallOptions = {
  /** Give up after this long and answer `timeoutMessage` (or the fallback). */
  timeoutMs?: number;
  timeoutMessage?: string;
};

/** Calls `path` through the BFF and parses a good answer with `parse` (null: not the expected shape). */
export async function callBff<T>(
  path: string,
  init: RequestInit,
  parse: (body: unknown) => T | null | undefined,
  fallback: string,
  options: CallOptions = {},
): Promise<ClientResult<T>> {
  const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  try {
    const response = await bffFetch(path, signal ? { ...init, signal } : init);
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok) {
      return {
        httpStatus: response.status,
        error: typeof body?.error === 'string' ? body.error : fallback,
        ...(typeof body?.code === 'string' ? { code: body.code } : {}),
        ...(typeof body?.field === 'string' ? { field: body.field } : {}),
      };
    }
    return parse(body) ?? { error: fallback };
  } catch (error) {
    const timedOut = (error as { name?: string })?.name === 'TimeoutError';
    return {
      error: timedOut && options.timeoutMessage ? options.timeoutMessage : fallback,
      ...(timedOut ? { code: 'TIMEOUT' } : {}),
    };
  }
}

/** A zod-like parser as `parse` for callBff. */
export const parseWith =
  <T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }) =>
  (body: unknown): T | null => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : null;
  };
