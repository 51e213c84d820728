/** The store's domains from the browser, through the BFF (/api/admin/domains). */
import { jsonRequest } from '@/lib/auth/client-session';
import {
  DOMAIN_MESSAGES,
  domainVerificationSchema,
  storeDomainListSchema,
  storeDomainSchema,
  type DomainVerification,
  type StoreDomain,
  type StoreDomainList,
} from '@/lib/schemas/admin-domains';
import { callBff, type ClientResult } from './bff-call';

export const DOMAINS_PATH = '/api/admin/domains';
const domainPath = (domain: string) => `${DOMAINS_PATH}/${encodeURIComponent(domain)}`;

/** For SWR: the list, or a thrown error carrying the message to show. */
export async function fetchDomains(path: string): Promise<StoreDomainList> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => storeDomainListSchema.safeParse(body).data,
    DOMAIN_MESSAGES.fetchFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const addDomain = (domain: string): Promise<ClientResult<StoreDomain>> =>
  callBff(
    DOMAINS_PATH,
    jsonRequest('POST', { domain }),
    (body) => storeDomainSchema.safeParse(body).data,
    DOMAIN_MESSAGES.addFailed,
  );

export const removeDomain = (domain: string): Promise<ClientResult<{ success: true }>> =>
  callBff(
    domainPath(domain),
    { method: 'DELETE' },
    () => ({ success: true as const }),
    DOMAIN_MESSAGES.removeFailed,
  );

export const verifyDomain = (domain: string): Promise<ClientResult<DomainVerification>> =>
  callBff(
    `${domainPath(domain)}/verify`,
    { method: 'POST' },
    (body) => domainVerificationSchema.safeParse(body).data,
    DOMAIN_MESSAGES.verifyFailed,
  );
