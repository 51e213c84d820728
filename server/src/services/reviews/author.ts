import type { FastifyInstance } from 'fastify';
import { VERIFIED_BUYER } from '@/lib/constants/reviews';
import type { OrderRow } from '@server/repositories/orders';

/** The name shown with a review: the buyer's first name and last initial ("Ada L."), else "Verified buyer". */
export function authorNameOf(app: FastifyInstance, order: OrderRow): string {
  if (order.personalDataErasedAt) return VERIFIED_BUYER;
  const raw = order.customerInfo?.name;
  const name = raw ? app.fieldCrypto.decrypt(String(raw)).trim() : '';
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return VERIFIED_BUYER;
  const last = words.length > 1 ? ` ${words[words.length - 1][0].toUpperCase()}.` : '';
  return `${words[0]}${last}`;
}
