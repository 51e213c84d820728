/** Customer profiles: personal fields encrypted at rest, decrypted only for their owner or an admin. */
import type { FastifyInstance } from 'fastify';
import type { CustomerProfile } from '../../../../lib/schemas/auth';
import type { ProfileBody } from '../../../../lib/schemas/profile';
import { formatPhone } from '../../../../lib/rules';
import type { ProfileRequestBody } from '../../../../lib/schemas/profile-abroad';
import { DEFAULT_SHIPPING_SETTINGS } from '../../../../lib/schemas/shipping';
import { ApiError } from '../../errors';
import { findProfile, upsertProfile, type ProfileRow } from '../../repositories/profiles';
import { findStoreByTenant } from '../../repositories/stores';

export const PROFILE_COUNTRY_MESSAGE = 'This store does not ship to this country.';

/** An address abroad only where the store ships internationally, to a country it lists. */
async function checkProfileCountry(app: FastifyInstance, tenantId: string, country: string) {
  const store = await findStoreByTenant(app.db, tenantId);
  const countries = (store?.shippingSettings ?? DEFAULT_SHIPPING_SETTINGS).countries;
  if (!store?.shippingMethods?.international || !countries.includes(country))
    throw new ApiError(400, 'COUNTRY_NOT_SHIPPED', PROFILE_COUNTRY_MESSAGE, 'country');
}

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
    country: row.country,
    tenantId,
    isNewProfile: false,
  };
}

export async function getProfileRow(app: FastifyInstance, tenantId: string, userId: string) {
  return findProfile(app.db, tenantId, userId);
}

/** Creates or replaces a user's profile; phone stored as digits, phone and address encrypted. */
export async function saveProfile(
  app: FastifyInstance,
  tenantId: string,
  userId: string,
  body: ProfileBody | ProfileRequestBody,
) {
  if ('country' in body && body.country) await checkProfileCountry(app, tenantId, body.country);
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
