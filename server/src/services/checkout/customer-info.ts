import type { FastifyInstance } from 'fastify';
import type { CustomerInfo } from '../../../../lib/schemas/checkout';

/** Checkout details as stored: phone and address encrypted. */
export function sealCustomerInfo(app: FastifyInstance, info: CustomerInfo): Record<string, string> {
  return {
    ...info,
    phone: app.fieldCrypto.encrypt(info.phone),
    address: app.fieldCrypto.encrypt(info.address),
  };
}
