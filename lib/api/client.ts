import 'server-only';
import CircuitBreaker from 'opossum';
import { API_KEY_HEADER, TENANT_HEADER } from '@/lib/constants/api';
import { env } from '@/lib/env';
import { onTagsExpired } from '@/lib/shared-cache/expired-tags';
import { TAGS } from './tags';

/** The api did not answer in a usable way: network error, timeout or a 5xx. Callers fall back. */
export class ApiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiUnavailableError';
  }
}

/** A 5xx counts as a failure for the breaker, yet the caller may still want to pass it on. */
class ServerError extends Error {
  constructor(readonly response: Response) {
    super(`The api answered ${response.status}`);
  }
}

/**
 * Every call the web's server makes to the api goes through one breaker: when half the calls of
 * the last 10 s (at least 10 of them) failed or timed out, further calls fail at once for 5 s, so
 * pages serve their cached copy or the backup immediately instead of piling more requests onto an
 * api that is already failing. One call is then let through to see whether it has recovered.
 */
function createBreaker() {
  return new CircuitBreaker(
    async (url: string, init: RequestInit) => {
      const response = await fetch(url, init);
      if (response.status >= 500) throw new ServerError(response);
      return response;
    },
    {
      timeout: false, // each call carries its own AbortSignal timeout
      errorThresholdPercentage: 50,
      volumeThreshold: 10,
      rollingCountTimeout: 10_000,
      resetTimeout: 5_000,
      // A browser that went away is not the api failing.
      errorFilter: (error: unknown) => (error as { name?: string })?.name === 'AbortError',
    },
  );
}

// One breaker for the whole server process: pages, route handlers and the proxy may each load
// their own copy of this module, yet they call the same api.
const BREAKER_KEY = Symbol.for('sitka.apiBreaker');
const holder = globalThis as typeof globalThis & { [BREAKER_KEY]?: ReturnType<typeof createBreaker> };
const breaker = (holder[BREAKER_KEY] ??= createBreakerHeard());

/**
 * The breaker, closed again whenever the fallback tag expires on the shared cache: with Redis the
 * api announces its start there (not to /api/revalidate), and every web instance hears it.
 */
function createBreakerHeard() {
  const created = createBreaker();
  onTagsExpired((tags) => {
    if (tags.includes(TAGS.fallback())) created.close();
  });
  return created;
}

/** The api said it is back (it announces its start): call it again at once, not after the pause. */
export function apiIsBack(): void {
  breaker.close();
}

/**
 * fetch() through the breaker. Resolves with any answer the api gave, 5xx included; rejects with
 * ApiUnavailableError when there was none (network error, timeout, breaker open).
 */
export async function callApi(url: string, init: RequestInit): Promise<Response> {
  try {
    return await breaker.fire(url, init);
  } catch (error) {
    if (error instanceof ServerError) return error.response;
    throw new ApiUnavailableError(
      breaker.opened
        ? 'The api is failing; not calling it for a few seconds'
        : `The api did not answer ${url}`,
      { cause: error },
    );
  }
}

/** Whether the breaker is refusing calls right now (tests, health displays). */
export const apiBreakerOpen = () => breaker.opened;

type ApiFetchOptions = {
  tenant?: string;
  timeoutMs: number;
  /** Seconds to keep the answer in Next's data cache; omit for a fresh read on every request. */
  revalidate?: number;
  tags?: string[];
};

/** Headers every call to the api carries: the tenant, and the platform key when configured. */
export function apiHeaders(tenant?: string): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (tenant) headers.set(TENANT_HEADER, tenant);
  if (env.SITKA_API_KEY) headers.set(API_KEY_HEADER, env.SITKA_API_KEY);
  return headers;
}

/**
 * A GET against the api with a timeout. Answers below 500 are returned for the caller to read
 * (a 404 is a real answer); anything the api could not serve throws ApiUnavailableError.
 */
export async function apiFetch(path: string, options: ApiFetchOptions): Promise<Response> {
  const cacheOptions: RequestInit =
    options.revalidate === undefined
      ? { cache: 'no-store' }
      : { next: { revalidate: options.revalidate, tags: options.tags ?? [] } };
  const response = await callApi(`${env.API_URL}${path}`, {
    headers: apiHeaders(options.tenant),
    signal: AbortSignal.timeout(options.timeoutMs),
    ...cacheOptions,
  });
  if (response.status >= 500) {
    throw new ApiUnavailableError(`The api answered ${response.status} for ${path}`);
  }
  return response;
}
