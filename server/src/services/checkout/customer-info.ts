import type { FastifyInstance } from 'fastify';
import type { CheckoutDetails } from '@/lib/schemas/checkout';

/** Checkout details as stored: phone and address (when one is given) encrypted. */
export function sealCustomerInfo(app: FastifyInstance, info: CheckoutDetails): Record<string, string> {
  return {
    ...info,
    phone: app.fieldCrypto.encrypt(info.phone),
    // Local pickup gives no address.
    ...('address' in info ? { address: app.fieldCrypto.encrypt(info.address) } : {}),
  };
}
