/**
 * The address an order ships to, kept on the order when it is placed: a later change to the
 * customer's profile never moves an order already placed. The owner may correct it until it ships.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES } from '@/lib/messages';
import { addressEditable } from '@/lib/order-desk';
import type { ShippingAddress, ShippingAddressBody } from '@/lib/schemas/order-desk';
import type { ShippingAddressJson } from '@server/db/schema';
import { ApiError } from '@server/errors';
import { setShippingAddress } from '@server/repositories/order-desk';
import { lockOrder } from '@server/repositories/orders';
import type { ProfileRow } from '@server/repositories/profiles';
import type { Tenant } from '@server/types';

/** From checkout's details as stored (street line already encrypted); null when no address was given. */
export function shippingAddressFromInfo(info: Record<string, string>): ShippingAddressJson | null {
  if (!info.address) return null;
  return {
    name: info.name ?? '',
    address: info.address,
    addressLine2: info.addressLine2 ?? '',
    city: info.city ?? '',
    state: info.state ?? '',
    zipCode: info.zipCode ?? '',
    ...(info.country ? { country: info.country } : {}),
  };
}

/** From the account's profile as stored (a backorder's address); null when it has none. */
export function shippingAddressFromProfile(profile: ProfileRow | undefined): ShippingAddressJson | null {
  if (!profile?.address) return null;
  const { name, address, addressLine2, city, state, zipCode } = profile;
  return { name, address, addressLine2, city, state, zipCode };
}

/** The stored address as the owner reads it (street line decrypted). */
export function openShippingAddress(
  app: FastifyInstance,
  stored: ShippingAddressJson | null,
): ShippingAddress | null {
  if (!stored) return null;
  return { ...stored, address: stored.address ? app.fieldCrypto.decrypt(stored.address) : '' };
}

/** Replaces the address of an order not yet shipped; 409 (nothing changed) once it has. */
export async function changeShippingAddress(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: ShippingAddressBody,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenant.id, id);
    if (!order)
      throw new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: ADMIN_MESSAGES.orderNotFound });
    if (!addressEditable(order.status))
      throw new ApiError({ status: 409, code: 'ORDER_SHIPPED', field: 'address' });
    if ((body.country ?? null) !== (order.shippingAddress?.country ?? null))
      throw new ApiError({ status: 400, code: 'COUNTRY_KEPT', field: 'country' });
    await setShippingAddress(tx, tenant.id, id, {
      name: body.name,
      address: app.fieldCrypto.encrypt(body.address),
      addressLine2: body.addressLine2,
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
      // An address abroad stays abroad: its country is kept.
      ...(body.country ? { country: body.country } : {}),
    });
  });
}
