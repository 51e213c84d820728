/**
 * One BFF call from the browser, answered as the api's result or `{ error, code?, field? }`: the
 * api's own message when it gave one, else the screen's fallback (spec §8 prefers the server's).
 */
import { bffFetch } from '@/lib/auth/client-session';
import { failureWithDetail } from '@/lib/messages/failure';

/** A failed call: the message to show, the api's code and field, and the HTTP status when there was one. */
export type ClientError = { error: string; code?: string; field?: string; httpStatus?: number };
export type ClientResult<T> = T | ClientError;

/** True when a call failed; its `error` is the api's message or the fallback given. */
export function isClientError<T>(result: ClientResult<T>): result is ClientError {
  return (
    typeof result === 'object' &&
    result !== null &&
    'error' in result &&
    typeof (result as ClientError).error === 'string'
  );
}

/** An answer's JSON body when it is an object, else null. */
export type AnswerBody = Record<string, unknown> | null;

type CallOptions<E extends ClientError> = {
  /** Give up after this long and answer `timeoutMessage` (or the fallback). */
  timeoutMs?: number;
  timeoutMessage?: string;
  /**
   * How a refusal (an answer that is not 2xx) reads, when the api's `error`, `code` and `field`
   * are not the whole story: several fields' messages, words of the screen's own for a status.
   */
  refusal?: (status: number, body: AnswerBody) => E;
  /**
   * The back-office's way (spec §8): a refusal reads the fallback, the spec's sentence, with the
   * api's own words on a second line, instead of the api's words alone.
   */
  detailBelow?: boolean;
};

/** A non-empty string, else undefined: for reading an answer's optional words. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/**
 * Calls `path` through the BFF and parses a good answer with `parse`: the result, a ClientError
 * when the answer says it failed after all, or null when it is not the expected shape (the
 * fallback). A refusal's extra details (E) are optional, so a plain `{ error }` is one too.
 */
export async function callBff<T, E extends ClientError = ClientError>(
  path: string,
  init: RequestInit,
  parse: (body: unknown) => T | E | null | undefined,
  fallback: string,
  options: CallOptions<E> = {},
): Promise<T | E> {
  const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  try {
    const response = await bffFetch(path, signal ? { ...init, signal } : init);
    const json: unknown = await response.json().catch(() => null);
    const body: AnswerBody = json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
    if (!response.ok) {
      if (options.refusal) return { httpStatus: response.status, ...options.refusal(response.status, body) };
      return {
        httpStatus: response.status,
        error:
          typeof body?.error !== 'string'
            ? fallback
            : options.detailBelow
              ? failureWithDetail(fallback, body.error)
              : body.error,
        ...(typeof body?.code === 'string' ? { code: body.code } : {}),
        ...(typeof body?.field === 'string' ? { field: body.field } : {}),
      } as E;
    }
    return parse(json) ?? ({ error: fallback } as E);
  } catch (error) {
    const timedOut = (error as { name?: string })?.name === 'TimeoutError';
    return {
      error: timedOut && options.timeoutMessage ? options.timeoutMessage : fallback,
      ...(timedOut ? { code: 'TIMEOUT' } : {}),
    } as E;
  }
}

/** A zod-like parser as `parse` for callBff. */
export const parseWith =
  <T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }) =>
  (body: unknown): T | null => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : null;
  };
