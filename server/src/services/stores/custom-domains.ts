/**
 * A store's domains: list, add, remove and verify. A name is served only once verified: its TXT
 * record `_sitka-verify.<domain>` holds the store's token and it points at one of the platform's
 * addresses (STORE_ADDRESSES). A name verified for one store, or one of the platform's own, is no
 * other store's to claim. After a change the web is told to forget what it knew of the name, so
 * the next request on it finds its store at once.
 */
import type { FastifyInstance } from 'fastify';
import {
  DOMAIN_MESSAGES,
  STORE_DOMAINS_MAX,
  domainTxtRecord,
  type DomainVerification,
  type StoreDomain,
  type StoreDomainList,
} from '@/lib/schemas/admin-domains';
import { isLocalDomain } from '@/lib/primary-domain';
import { ApiError, isUniqueViolation } from '@server/errors';
import {
  countDomains,
  deleteDomain,
  domainToken,
  findDomain,
  insertDomain,
  listDomains,
  lockTenantDomains,
  markVerified,
  verifiedHolder,
  type DomainRow,
} from '@server/repositories/domains';
import type { Tenant } from '@server/types';
import { expireFor } from '@server/services/cache/expiry';

/** Where the web forgets the stores it resolved for some host names (app/api/revalidate/hosts). */
export const WEB_FORGET_HOSTS_PATH = '/api/revalidate/hosts';

const toDomain = (row: DomainRow, token: string): StoreDomain => ({
  domain: row.domain,
  primary: row.isPrimary,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  txtRecord: domainTxtRecord(row.domain, token),
});

const list = (setting: string) =>
  setting
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

export function expectedAddresses(app: FastifyInstance): string[] {
  return list(app.config.STORE_ADDRESSES);
}

/**
 * The platform's own host names: PLATFORM_HOSTS, www.PLATFORM_DOMAIN (where the web serves the
 * platform's pages) and those of WEB_ORIGINS and WEB_URL.
 */
export function platformHosts(app: FastifyInstance): Set<string> {
  const hosts = new Set([...list(app.config.PLATFORM_HOSTS), `www.${app.config.PLATFORM_DOMAIN}`]);
  for (const origin of [...list(app.config.WEB_ORIGINS), app.config.WEB_URL ?? '']) {
    try {
      hosts.add(new URL(origin).hostname.toLowerCase());
    } catch {
      // Not an address; nothing to reserve.
    }
  }
  return hosts;
}

/** Tells the web to look these names up again; a web that is down has nothing to forget. */
export function webForgets(app: FastifyInstance, tenantId: string, hosts: string[]): void {
  // The store's pages name its domains (canonical links), cached with the store record. With the
  // shared cache, each host's own tag reaches every web instance the same way.
  const sharedCache = Boolean(app.config.REDIS_URL);
  expireFor(app, 'domains-changed', { storeId: tenantId, hosts, sharedCache });
  if (sharedCache) return;
  const { WEB_URL, REVALIDATE_SECRET } = app.config;
  if (!WEB_URL || !REVALIDATE_SECRET) return;
  fetch(new URL(WEB_FORGET_HOSTS_PATH, WEB_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ hosts }),
    signal: AbortSignal.timeout(5_000),
  }).catch((error: unknown) =>
    app.log.warn({ err: error, hosts }, 'the web did not take the changed domains'),
  );
}

export async function listStoreDomains(app: FastifyInstance, tenant: Tenant): Promise<StoreDomainList> {
  const [rows, token] = await Promise.all([listDomains(app.db, tenant.id), domainToken(app.db, tenant.id)]);
  return { domains: rows.map((row) => toDomain(row, token)), expectedAddresses: expectedAddresses(app) };
}

/** A name no store may list: one of the platform's, a development name in production, or another store's. */
async function refuseClaim(app: FastifyInstance, tenant: Tenant, domain: string): Promise<void> {
  if (platformHosts(app).has(domain))
    throw new ApiError({
      status: 409,
      code: 'PLATFORM_DOMAIN',
      message: DOMAIN_MESSAGES.platform(domain),
      field: 'domain',
    });
  if (app.config.NODE_ENV === 'production' && isLocalDomain(domain))
    throw new ApiError({
      status: 400,
      code: 'LOCAL_DOMAIN',
      message: DOMAIN_MESSAGES.localOnly(domain),
      field: 'domain',
    });
  const holder = await verifiedHolder(app.db, domain);
  if (holder && holder !== tenant.id)
    throw new ApiError({
      status: 409,
      code: 'DOMAIN_TAKEN',
      message: DOMAIN_MESSAGES.taken(domain),
      field: 'domain',
    });
}

/** Lists a name for the store, unverified: it is served once Verify proves it. */
export async function addStoreDomain(
  app: FastifyInstance,
  tenant: Tenant,
  domain: string,
): Promise<StoreDomain> {
  await refuseClaim(app, tenant, domain);
  if (await findDomain(app.db, tenant.id, domain))
    throw new ApiError({
      status: 409,
      code: 'DOMAIN_EXISTS',
      message: DOMAIN_MESSAGES.alreadyYours(domain),
      field: 'domain',
    });
  if ((await countDomains(app.db, tenant.id)) >= STORE_DOMAINS_MAX)
    throw new ApiError({ status: 400, code: 'TOO_MANY_DOMAINS', field: 'domain' });
  const row = await insertDomain(app.db, tenant.id, domain);
  // Added by another request of the same store between the check and the insert.
  if (!row)
    throw new ApiError({
      status: 409,
      code: 'DOMAIN_EXISTS',
      message: DOMAIN_MESSAGES.alreadyYours(domain),
      field: 'domain',
    });
  return toDomain(row, await domainToken(app.db, tenant.id));
}

/**
 * Removes a name; never the primary domain, nor the store's last verified one, so the store can
 * always be reached. Changes of one store's domains run one at a time.
 */
export async function removeStoreDomain(app: FastifyInstance, tenant: Tenant, domain: string): Promise<void> {
  const served = await app.db.transaction(async (tx) => {
    const rows = await lockTenantDomains(tx, tenant.id);
    const row = rows.find((entry) => entry.domain === domain);
    if (!row)
      throw new ApiError({
        status: 404,
        code: 'DOMAIN_NOT_FOUND',
        message: DOMAIN_MESSAGES.notFound(domain),
      });
    if (row.isPrimary)
      throw new ApiError({
        status: 409,
        code: 'PRIMARY_DOMAIN',
        message: DOMAIN_MESSAGES.primary(domain),
        field: 'domain',
      });
    if (row.verifiedAt && !rows.some((entry) => entry !== row && entry.verifiedAt))
      throw new ApiError({
        status: 409,
        code: 'LAST_VERIFIED_DOMAIN',
        message: DOMAIN_MESSAGES.lastVerified(domain),
        field: 'domain',
      });
    await deleteDomain(tx, tenant.id, domain);
    return row.verifiedAt !== null;
  });
  if (served) webForgets(app, tenant.id, [domain]);
}

/** What keeps a name from being proved for the store; empty when it is proved. */
async function verificationProblems(app: FastifyInstance, domain: string, token: string): Promise<string[]> {
  // RFC 6761: names under .localhost are loopback on every machine, so nobody can prove one;
  // a developer's machine serves them without DNS, production never.
  if (isLocalDomain(domain))
    return app.config.NODE_ENV === 'production' ? [DOMAIN_MESSAGES.localOnly(domain)] : [];
  const record = domainTxtRecord(domain, token);
  const expected = expectedAddresses(app);
  const [texts, addresses] = await Promise.all([app.dns.txt(record.name), app.dns.addresses(domain)]);
  const problems: string[] = [];
  if (!texts.length) problems.push(DOMAIN_MESSAGES.noTxt(record.name));
  else if (!texts.some((text) => text.trim() === record.value))
    problems.push(DOMAIN_MESSAGES.wrongTxt(record.name));
  if (!addresses.some((address) => expected.includes(address.toLowerCase())))
    problems.push(DOMAIN_MESSAGES.notPointing(domain));
  return problems;
}

/**
 * Checks the name's TXT record and addresses. Proved, it is verified for the store (its primary
 * domain when it has none) and served from then on. The answer says what to fix, never what the
 * resolver saw.
 */
export async function verifyStoreDomain(
  app: FastifyInstance,
  tenant: Tenant,
  domain: string,
): Promise<DomainVerification> {
  const row = await findDomain(app.db, tenant.id, domain);
  if (!row)
    throw new ApiError({ status: 404, code: 'DOMAIN_NOT_FOUND', message: DOMAIN_MESSAGES.notFound(domain) });
  await refuseClaim(app, tenant, domain);
  const token = await domainToken(app.db, tenant.id);
  const problems = await verificationProblems(app, domain, token);
  const expected = expectedAddresses(app);
  if (problems.length)
    return {
      domain: toDomain(row, token),
      verified: false,
      problems,
      expectedAddresses: expected,
      message: problems.join(' '),
    };
  let current: DomainRow;
  try {
    current = await app.db.transaction(async (tx) => {
      const rows = await lockTenantDomains(tx, tenant.id);
      const mine = rows.find((entry) => entry.domain === domain);
      if (!mine)
        throw new ApiError({
          status: 404,
          code: 'DOMAIN_NOT_FOUND',
          message: DOMAIN_MESSAGES.notFound(domain),
        });
      return markVerified(tx, tenant.id, domain, new Date(), !rows.some((entry) => entry.isPrimary));
    });
  } catch (error) {
    // Another store proved the name in the same moment.
    if (isUniqueViolation(error))
      throw new ApiError({
        status: 409,
        code: 'DOMAIN_TAKEN',
        message: DOMAIN_MESSAGES.taken(domain),
        field: 'domain',
      });
    throw error;
  }
  if (!row.verifiedAt) webForgets(app, tenant.id, [domain]);
  return {
    domain: toDomain(current, token),
    verified: true,
    problems: [],
    expectedAddresses: expected,
    message: DOMAIN_MESSAGES.verified(domain),
  };
}
