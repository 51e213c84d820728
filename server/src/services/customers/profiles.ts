/** Customer profiles: personal fields encrypted at rest, decrypted only for their owner or an admin. */
import type { FastifyInstance } from 'fastify';
import type { CustomerProfile } from '../../../../lib/schemas/auth';
import type { ProfileBody } from '../../../../lib/schemas/profile';
import { formatPhone } from '../../../../lib/rules';
import { findProfile, upsertProfile, type ProfileRow } from '../../repositories/profiles';

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
    phone: phone ? formatPhone(phone) : '',
    address: app.fieldCrypto.decrypt(row.address),
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    tenantId,
    isNewProfile: false,
  };
}

export async function getProfileRow(app: FastifyInstance, tenantId: string, userId: string) {
  return findProfile(app.db, tenantId, userId);
}

/** Creates or replaces a user's profile; phone stored as digits, phone and address encrypted. */
export async function saveProfile(app: FastifyInstance, tenantId: string, userId: string, body: ProfileBody) {
  const values = {
    name: body.name,
    phone: app.fieldCrypto.encrypt(body.phone),
    address: app.fieldCrypto.encrypt(body.address),
    addressLine2: body.addressLine2 ?? '',
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    updatedAt: new Date(),
  };
  return upsertProfile(app.db, tenantId, userId, values);
}
