/** The store's domains from the browser, through the BFF (/api/admin/domains). */
import { bffFetch, jsonRequest } from '@/lib/auth/client-session';
import { DOMAIN_MESSAGES, domainVerificationSchema, storeDomainListSchema, storeDomainSchema, type DomainVerification, type StoreDomain, type StoreDomainList } from '@/lib/schemas/admin-domains';
import type { ClientResult } from './stores';

export const DOMAINS_PATH = '/api/admin/domains';
const domainPath = (domain: string) => `${DOMAINS_PATH}/${encodeURIComponent(domain)}`;

async function call<T>(path: string, init: RequestInit, parse: (body: unknown) => T | undefined, fallback: string): Promise<ClientResult<T>> {
  try {
    const response = await bffFetch(path, init);
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok) {
      return {
        error: typeof body?.error === 'string' ? body.error : fallback,
        ...(typeof body?.code === 'string' ? { code: body.code } : {}),
        ...(typeof body?.field === 'string' ? { field: body.field } : {}),
      };
    }
    return parse(body) ?? { error: fallback };
  } catch {
    return { error: fallback };
  }
}

/** For SWR: the list, or a thrown error carrying the message to show. */
export async function fetchDomains(path: string): Promise<StoreDomainList> {
  const result = await call(path, { method: 'GET' }, (body) => storeDomainListSchema.safeParse(body).data, DOMAIN_MESSAGES.fetchFailed);
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const addDomain = (domain: string): Promise<ClientResult<StoreDomain>> =>
  call(DOMAINS_PATH, jsonRequest('POST', { domain }), (body) => storeDomainSchema.safeParse(body).data, DOMAIN_MESSAGES.addFailed);

export const removeDomain = (domain: string): Promise<ClientResult<{ success: true }>> =>
  call(domainPath(domain), { method: 'DELETE' }, () => ({ success: true as const }), DOMAIN_MESSAGES.removeFailed);

export const verifyDomain = (domain: string): Promise<ClientResult<DomainVerification>> =>
  call(`${domainPath(domain)}/verify`, { method: 'POST' }, (body) => domainVerificationSchema.safeParse(body).data, DOMAIN_MESSAGES.verifyFailed);
