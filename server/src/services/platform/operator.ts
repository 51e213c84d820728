/**
 * What a platform operator may do, and who is one: the holder of OPERATOR_TOKEN. Creating a store
 * goes through here from both the operator route and the command line, so both check the same.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { passwordProblems } from '@/lib/rules';
import { OPERATOR_TOKEN_HEADER } from '@/lib/schemas/operator-stores';
import { RESERVED_SLUG_MESSAGE, RESERVED_TENANT_IDS, TENANT_ID_PATTERN } from '@/lib/tenant-id';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import { verifiedHolder } from '@server/repositories/domains';
import { findTenant } from '@server/repositories/tenants';
import { createTenant, type NewTenant } from '../stores/tenants';

export { OPERATOR_TOKEN_HEADER };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A constant-time check of a presented token against the configured one (hashed to equal lengths). */
export function operatorTokenMatches(presented: string | undefined, configured: string | undefined): boolean {
  if (!presented || !configured) return false;
  return timingSafeEqual(digest(presented), digest(configured));
}

export const newTenantSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(TENANT_ID_PATTERN, { error: 'The slug must be lower-case letters, digits and hyphens.' })
    .refine((slug) => !RESERVED_TENANT_IDS.includes(slug), {
      error: (issue) => RESERVED_SLUG_MESSAGE(String(issue.input)),
    }),
  name: z.string().trim().min(1, { error: 'The store name is required.' }).max(120),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, { error: 'The domain must be a host name.' })
    .max(253)
    .optional(),
  adminEmail: z.email({ error: 'The admin email is not a valid address.' }).max(254),
  adminPassword: z.string().superRefine((value, context) => {
    const problems = passwordProblems(value);
    if (problems.length) context.addIssue({ code: 'custom', message: problems.join('; ') });
  }),
});

/** Validates, refuses a slug or domain already taken (409, naming the field), then creates the store. */
export async function createStoreAsOperator(db: Database, input: NewTenant): Promise<NewTenant> {
  const parsed = newTenantSchema.safeParse(input);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: issue.message,
      field: String(issue.path[0]),
    });
  }
  const store = parsed.data;
  if (await findTenant(db, store.slug))
    throw new ApiError({
      status: 409,
      code: 'TENANT_EXISTS',
      message: `A store with the slug ${store.slug} already exists.`,
      field: 'slug',
    });
  if (store.domain) {
    if (await verifiedHolder(db, store.domain))
      throw new ApiError({
        status: 409,
        code: 'DOMAIN_TAKEN',
        message: `The domain ${store.domain} already serves another store.`,
        field: 'domain',
      });
  }
  await createTenant(db, store);
  return store;
}
