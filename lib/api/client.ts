import 'server-only';
import { API_KEY_HEADER, TENANT_HEADER } from '@/lib/constants';
import { env } from '@/lib/env';

/** The api did not answer in a usable way: network error, timeout or a 5xx. Callers fall back. */
export class ApiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiUnavailableError';
  }
}

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
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${path}`, {
      headers: apiHeaders(options.tenant),
      signal: AbortSignal.timeout(options.timeoutMs),
      ...cacheOptions,
    });
  } catch (error) {
    throw new ApiUnavailableError(`The api did not answer ${path}`, { cause: error });
  }
  if (response.status >= 500) {
    throw new ApiUnavailableError(`The api answered ${response.status} for ${path}`);
  }
  return response;
}
