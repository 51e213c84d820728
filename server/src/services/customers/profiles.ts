/** Customer profiles: personal fields encrypted at rest, decrypted only for their owner or an admin. */
import type { FastifyInstance } from 'fastify';
import type { CustomerProfile } from '@/lib/schemas/auth';
import type { ProfileBody } from '@/lib/schemas/profile';
import { displayPhone } from '@/lib/phone';
import type { ProfileRequestBody } from '@/lib/schemas/profile-abroad';
import { findProfile, upsertProfile, type ProfileRow } from '@server/repositories/profiles';

/** A stored profile as its owner sees it; an empty one flagged new when there is none. */
export function toCustomerProfile(
  app: FastifyInstance,
  email: string,
  tenantId: string,
  row: ProfileRow | undefined,
): CustomerProfile {
  if (!row)
    return {
      email,
      name: '',
      phone: '',
      address: '',
      addressLine2: '',
      city: '',
      state: '',
      zipCode: '',
      tenantId,
      isNewProfile: true,
    };
  const phone = app.fieldCrypto.decrypt(row.phone);
  return {
    email,
    name: row.name,
    phone: displayPhone(phone),
    address: app.fieldCrypto.decrypt(row.address),
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    tenantId,
    isNewProfile: false,
  };
}

export async function getProfileRow(app: FastifyInstance, tenantId: string, userId: string) {
  return findProfile(app.db, tenantId, userId);
}

/**
 * Creates or replaces a user's profile; phone stored in E.164, phone and address encrypted. The
 * profile says where the shopper lives, in any country (with that country's address rules), not
 * only where the store ships: a shopper abroad completes it at the first sign-in like anyone.
 */
export async function saveProfile(
  app: FastifyInstance,
  tenantId: string,
  userId: string,
  body: ProfileBody | ProfileRequestBody,
) {
  const values = {
    name: body.name,
    phone: app.fieldCrypto.encrypt(body.phone),
    address: app.fieldCrypto.encrypt(body.address),
    addressLine2: body.addressLine2 ?? '',
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    country: ('country' in body && body.country) || '',
    updatedAt: new Date(),
  };
  return upsertProfile(app.db, tenantId, userId, values);
}
