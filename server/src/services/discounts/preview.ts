/** The shopper's Apply: what a code takes off the basket, priced as the payment will price it. */
import type { FastifyInstance } from 'fastify';
import type { DiscountCheck } from '@/lib/schemas/discounts';
import type { Tenant } from '@server/types';
import { findOpenHoldingPayments } from '@server/repositories/payments';
import { priceBasketBeforeTax } from '../checkout/checkout';
import { hashCheckoutKey } from '../checkout/holds';
import { checkDiscount } from './apply';

export async function previewDiscount(
  app: FastifyInstance,
  tenant: Tenant,
  input: {
    code: string;
    items: { id: string; variantId?: string; quantity: number }[];
    email?: string;
    userId?: string;
    /** Who asks, and their checkout's key: the payment it would replace holds no use against them. */
    visitor: string;
    checkoutKey?: string;
  },
): Promise<DiscountCheck> {
  // The amount is not checked here (a code is given), only the basket priced (its tax is not needed).
  const basket = await priceBasketBeforeTax(app, tenant.id, {
    amountCents: 0,
    items: input.items,
    visitor: '',
    discountCode: input.code,
  });
  const keyHash = input.checkoutKey ? hashCheckoutKey(input.checkoutKey) : null;
  const open = keyHash ? await findOpenHoldingPayments(app.db, tenant.id, input.visitor) : [];
  const applied = await checkDiscount(app.db, tenant.id, {
    code: input.code,
    lines: basket.priced,
    customer: { email: input.email, userId: input.userId },
    // Whether this email or account used a once-per-customer code is told at checkout, not here.
    countCustomer: false,
    replacing: open.filter((row) => row.keyHash === keyHash).map((row) => row.id),
  });
  return { code: applied.code, discountCents: applied.discountCents };
}
