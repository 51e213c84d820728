import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  createOrderBodySchema,
  createPaymentIntentBodySchema,
  createPaymentIntentResultSchema,
  taxQuoteBodySchema,
  taxQuoteResultSchema,
  testConfirmBodySchema,
} from '@/lib/schemas/checkout';
import { orderTaxFields } from '@/lib/schemas/order-tax';
import { toDollars } from '@/lib/money';
import { optionalUser } from '@server/services/auth/access';
import { quoteCheckoutTax, startCheckout } from '@server/services/checkout/checkout';
import { visitorOf } from '@server/services/checkout/holds';
import { confirmTestCard } from '@server/services/checkout/test-payments';
import { orderTaxViews } from '@server/services/orders/order-tax';
import { placeOrderForCheckout } from '@server/services/orders/placement';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};
const orderResultSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  id: z.string(),
  status: z.string(),
  total: z.number(),
  createdAt: z.string(),
  ...orderTaxFields,
});

/** Paying for a basket: payment intent with held stock, card confirmation (test provider), order. */
const checkout: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create-payment-intent',
    {
      preHandler: async (request) => app.rateLimit('payment-intent:ip', request.ip),
      schema: {
        summary: 'Hold the basket’s stock and open a card payment for its total',
        tags: ['checkout'],
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResultSchema, ...failures },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      return startCheckout(app, request.tenant, {
        amountCents: request.body.amount,
        items: request.body.items,
        customerInfo: request.body.customerInfo,
        shippingMethod: request.body.shippingMethod,
        userId: user?.sub,
        visitor: visitorOf(user?.sub, request.ip, request.body.checkoutKey),
        address: request.ip,
        checkoutKey: request.body.checkoutKey,
        discountCode: request.body.discountCode,
        reminderConsent: request.body.reminderConsent,
        giftCards: request.body.giftCards,
        giftCardCode: request.body.giftCardCode,
      });
    },
  );

  app.post(
    '/checkout/tax',
    {
      preHandler: async (request) => app.rateLimit('tax-quote:ip', request.ip),
      schema: {
        summary: 'The tax checkout would charge on a basket, before the payment is opened',
        tags: ['checkout'],
        body: taxQuoteBodySchema,
        response: { 200: taxQuoteResultSchema, ...failures },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      return quoteCheckoutTax(app, request.tenant.id, { ...request.body, userId: user?.sub });
    },
  );

  app.post(
    '/payments/test/confirm',
    {
      schema: {
        summary: 'Confirm a payment of the built-in test provider with a test card',
        tags: ['checkout'],
        body: testConfirmBodySchema,
        response: {
          200: z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() }),
          ...failures,
        },
      },
    },
    async (request) =>
      confirmTestCard(app, request.tenant, request.body.paymentIntentId, request.body.cardNumber),
  );

  app.post(
    '/orders',
    {
      schema: {
        summary: 'Create the order of a succeeded payment (idempotent per payment)',
        tags: ['checkout'],
        body: createOrderBodySchema,
        response: { 200: orderResultSchema, ...failures },
      },
    },
    async (request) => {
      const order = await placeOrderForCheckout(
        app,
        request.tenant,
        request.body.paymentIntentId,
        request.body.customerInfo,
      );
      return {
        success: true as const,
        id: order.id,
        orderId: order.orderId,
        status: order.status,
        total: toDollars(order.totalCents),
        createdAt: order.createdAt.toISOString(),
        ...(await orderTaxViews(app.db, request.tenant.id, [order])).get(order.id)!,
      };
    },
  );
};

export default checkout;
