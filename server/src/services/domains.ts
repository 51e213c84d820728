/**
 * A store's domains: list, add, remove and verify. Verification is a DNS lookup: the name must
 * resolve to one of the platform's addresses (STORE_ADDRESSES). After a change the web is told to
 * forget what it knew of the name, so the next request on it finds its store at once.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DOMAIN_LOOKUP_TIMEOUT_MS, DOMAIN_MESSAGES, STORE_DOMAINS_MAX, type DomainVerification, type StoreDomain, type StoreDomainList } from '../../../lib/schemas/admin-domains';
import { TAGS } from '../../../lib/tags';
import { badRequest, conflict, notFound } from '../errors';
import { countDomains, deleteSecondaryDomain, domainHolder, findDomain, insertDomain, listDomains, markVerified, type DomainRow } from '../repositories/domains';
import type { Tenant } from '../types';

/** Where the web forgets the stores it resolved for some host names (app/api/revalidate/hosts). */
export const WEB_FORGET_HOSTS_PATH = '/api/revalidate/hosts';

const toDomain = (row: DomainRow): StoreDomain => ({
  domain: row.domain,
  primary: row.isPrimary,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export function expectedAddresses(app: FastifyInstance): string[] {
  return app.config.STORE_ADDRESSES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The addresses a name resolves to; empty when it does not resolve (or not in time). */
export async function resolveHost(domain: string): Promise<string[]> {
  // RFC 6761: every name under .localhost is loopback, as browsers resolve it.
  if (domain === 'localhost' || domain.endsWith('.localhost')) return ['127.0.0.1', '::1'];
  if (isIP(domain)) return [domain];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS lookup timed out')), DOMAIN_LOOKUP_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([lookup(domain, { all: true }), timeout]);
    return answers.map((answer) => answer.address);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** Tells the web to look these names up again; a web that is down has nothing to forget. */
function webForgets(app: FastifyInstance, tenantId: string, hosts: string[]): void {
  // The store's pages name its domains (canonical links), cached with the store record.
  app.revalidateTags([TAGS.store(tenantId)]);
  const { WEB_URL, REVALIDATE_SECRET } = app.config;
  if (!WEB_URL || !REVALIDATE_SECRET) return;
  fetch(new URL(WEB_FORGET_HOSTS_PATH, WEB_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ hosts }),
    signal: AbortSignal.timeout(5_000),
  }).catch((error: unknown) => app.log.warn({ err: error, hosts }, 'the web did not take the changed domains'));
}

export async function listStoreDomains(app: FastifyInstance, tenant: Tenant): Promise<StoreDomainList> {
  const rows = await listDomains(app.db, tenant.id);
  return { domains: rows.map(toDomain), expectedAddresses: expectedAddresses(app) };
}

export async function addStoreDomain(app: FastifyInstance, tenant: Tenant, domain: string): Promise<StoreDomain> {
  const holder = await domainHolder(app.db, domain);
  if (holder === tenant.id) throw conflict(DOMAIN_MESSAGES.alreadyYours(domain), 'DOMAIN_EXISTS', 'domain');
  if (holder) throw conflict(DOMAIN_MESSAGES.taken(domain), 'DOMAIN_TAKEN', 'domain');
  if ((await countDomains(app.db, tenant.id)) >= STORE_DOMAINS_MAX) throw badRequest(DOMAIN_MESSAGES.tooMany, 'domain', 'TOO_MANY_DOMAINS');
  const row = await insertDomain(app.db, tenant.id, domain);
  // Taken between the check and the insert.
  if (!row) throw conflict(DOMAIN_MESSAGES.taken(domain), 'DOMAIN_TAKEN', 'domain');
  webForgets(app, tenant.id, [domain]);
  return toDomain(row);
}

export async function removeStoreDomain(app: FastifyInstance, tenant: Tenant, domain: string): Promise<void> {
  const row = await findDomain(app.db, tenant.id, domain);
  if (!row) throw notFound(DOMAIN_MESSAGES.notFound(domain), 'DOMAIN_NOT_FOUND');
  if (row.isPrimary) throw conflict(DOMAIN_MESSAGES.primary(domain), 'PRIMARY_DOMAIN', 'domain');
  // Guarded again in the statement, should it have become primary meanwhile.
  if (!(await deleteSecondaryDomain(app.db, tenant.id, domain))) throw conflict(DOMAIN_MESSAGES.primary(domain), 'PRIMARY_DOMAIN', 'domain');
  webForgets(app, tenant.id, [domain]);
}

export async function verifyStoreDomain(app: FastifyInstance, tenant: Tenant, domain: string): Promise<DomainVerification> {
  const row = await findDomain(app.db, tenant.id, domain);
  if (!row) throw notFound(DOMAIN_MESSAGES.notFound(domain), 'DOMAIN_NOT_FOUND');
  const expected = expectedAddresses(app);
  const addresses = await resolveHost(domain);
  const verified = addresses.some((address) => expected.includes(address));
  const current = verified ? ((await markVerified(app.db, tenant.id, domain, new Date())) ?? row) : row;
  const message = verified ? DOMAIN_MESSAGES.verified(domain) : addresses.length ? DOMAIN_MESSAGES.elsewhere(domain) : DOMAIN_MESSAGES.notResolving(domain);
  return { domain: toDomain(current), verified, addresses, expectedAddresses: expected, message };
}
