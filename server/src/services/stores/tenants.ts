/**
 * Creating a store, as a platform operator does: tenant, domain, templates and first admin. The
 * store record itself is the owner's to make (setup wizard or Quick Create), so a new tenant has
 * none and its back-office shows 'No Store Found'.
 */
import { defaultPageTemplates } from '@/lib/templates';
import { passwordProblems } from '@/lib/rules';
import { RESERVED_SLUG_MESSAGE, RESERVED_TENANT_IDS, TENANT_ID_PATTERN } from '@/lib/tenant-id';
import type { Database } from '@server/db/client';
import { insertPrimaryDomain } from '@server/repositories/domains';
import { insertPageTemplates } from '@server/repositories/templates';
import { insertTenant } from '@server/repositories/tenants';
import { insertAdmin } from '@server/repositories/users';
import { hashPassword } from '../auth/passwords';

export type NewTenant = {
  slug: string;
  name: string;
  domain?: string;
  adminEmail: string;
  adminPassword: string;
};

export async function createTenant(db: Database, input: NewTenant): Promise<void> {
  if (!TENANT_ID_PATTERN.test(input.slug))
    throw new Error('The slug must be lower-case letters, digits and hyphens.');
  if (RESERVED_TENANT_IDS.includes(input.slug)) throw new Error(RESERVED_SLUG_MESSAGE(input.slug));
  const problems = passwordProblems(input.adminPassword);
  if (problems.length) throw new Error(problems.join('; '));
  const passwordHash = await hashPassword(input.adminPassword);
  await db.transaction(async (tx) => {
    await insertTenant(tx, input.slug, input.name);
    // A new store's one domain is its primary domain, verified: the operator vouches for it.
    if (input.domain) await insertPrimaryDomain(tx, input.slug, input.domain.toLowerCase(), new Date());
    await insertPageTemplates(tx, input.slug, defaultPageTemplates());
    await insertAdmin(tx, input.slug, input.adminEmail.trim().toLowerCase(), passwordHash);
  });
}
