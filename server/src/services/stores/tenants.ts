/**
 * Creating a store, as a platform operator does and as a maker's own sign-up does: tenant, domain,
 * templates and first admin (the owner). The store record itself is the owner's to make (setup
 * wizard or Quick Create), so a new tenant has none and its back-office shows 'No Store Found'.
 */
import { defaultPageTemplates } from '@/lib/templates';
import { passwordProblems } from '@/lib/rules';
import { RESERVED_SLUG_MESSAGE, RESERVED_TENANT_IDS, TENANT_ID_PATTERN } from '@/lib/tenant-id';
import type { Database } from '@server/db/client';
import { insertPrimaryDomain } from '@server/repositories/domains';
import { insertPageTemplates } from '@server/repositories/templates';
import type { Tx } from '@server/repositories/stores';
import { insertTenant, type TenantOrigin } from '@server/repositories/tenants';
import { insertAdmin, type UserRow } from '@server/repositories/users';
import { hashPassword } from '../auth/passwords';

export type NewTenant = {
  slug: string;
  name: string;
  domain?: string;
  adminEmail: string;
  adminPassword: string;
};

/**
 * How the store is made. An operator's store is open at once and its owner's address vouched for;
 * a signed-up one (`origin: 'signup'`) waits for its owner to open it, and the owner's address is
 * unverified until the emailed link is opened. `alongside` runs in the same transaction with the
 * new owner (the sign-up queues its verification mail there): if it fails, nothing is left.
 */
export type TenantCreation = {
  origin?: TenantOrigin;
  alongside?: (tx: Tx, owner: UserRow) => Promise<void>;
};

export async function createTenant(
  db: Database,
  input: NewTenant,
  { origin = 'operator', alongside }: TenantCreation = {},
): Promise<void> {
  if (!TENANT_ID_PATTERN.test(input.slug))
    throw new Error('The slug must be lower-case letters, digits and hyphens.');
  if (RESERVED_TENANT_IDS.includes(input.slug)) throw new Error(RESERVED_SLUG_MESSAGE(input.slug));
  const problems = passwordProblems(input.adminPassword);
  if (problems.length) throw new Error(problems.join('; '));
  const passwordHash = await hashPassword(input.adminPassword);
  await db.transaction(async (tx) => {
    await insertTenant(tx, input.slug, input.name, origin);
    // A new store's one domain is its primary domain, verified: the operator vouches for it, or it
    // is the store's own name under the platform's domain.
    if (input.domain) await insertPrimaryDomain(tx, input.slug, input.domain.toLowerCase(), new Date());
    await insertPageTemplates(tx, input.slug, defaultPageTemplates());
    const email = input.adminEmail.trim().toLowerCase();
    const owner = await insertAdmin(tx, input.slug, email, passwordHash, origin === 'operator');
    await alongside?.(tx, owner);
  });
}
