/** Shopping helpers for server tests: a basket priced like the api prices it. */
import type { FastifyInstance } from 'fastify';
import { orderTotalCents, toCents } from '@/lib/money';
import { demo } from './build-app';

export type ApiProduct = {
  id: string;
  name: string;
  price: number;
  totalInventory: number | null;
  featured: boolean;
  /** The ways it is sold; a product with any is bought as one of them. */
  variants?: { id: string; name: string; totalInventory: number | null }[];
};

export { demo } from './build-app';

export const CUSTOMER_INFO = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  phone: '(907) 555-0100',
  address: '1 Lincoln St',
  city: 'Sitka',
  state: 'AK',
  zipCode: '99835',
};

export async function listProducts(app: FastifyInstance): Promise<ApiProduct[]> {
  return (await app.inject({ url: '/api/products', headers: demo })).json().products;
}

/** The total in cents the api expects for a basket. */
export function basketTotal(lines: { product: ApiProduct; quantity: number }[]): number {
  return orderTotalCents(
    lines.map(({ product, quantity }) => ({ priceCents: toCents(product.price), quantity })),
  ).totalCents;
}

export function startPayment(
  app: FastifyInstance,
  lines: { product: ApiProduct; quantity: number }[],
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { ...demo, ...headers },
    payload: {
      amount: basketTotal(lines),
      currency: 'usd',
      items: lines.map(({ product, quantity }) => ({ id: product.id, quantity, price: product.price })),
      customerInfo: CUSTOMER_INFO,
      ...extra,
    },
  });
}

export function confirmCard(
  app: FastifyInstance,
  paymentIntentId: string,
  cardNumber = '4242 4242 4242 4242',
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    headers: demo,
    payload: { paymentIntentId, cardNumber },
  });
}

export function createOrder(
  app: FastifyInstance,
  paymentIntentId: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...demo, ...headers },
    payload: { paymentIntentId, customerInfo: CUSTOMER_INFO },
  });
}
