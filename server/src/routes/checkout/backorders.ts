import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BACKORDER_PREFIX } from '../../../../lib/constants';
import { errorResponseSchema } from '../../../../lib/schemas/common';
import { backorderBodySchema } from '../../../../lib/schemas/checkout';
import { toDollars } from '../../../../lib/money';
import { orderItems, orders, products, users } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { insertOrderEvent } from '../../repositories/orders';
import { mailOwnersNewOrder } from '../../services/order-notices';
import { enqueueNotionRows, orderRows } from '../../services/notion/outbox';

const backorderResult = z.object({ success: z.literal(true), orderId: z.string(), status: z.literal('Pending Payment'), total: z.number(), productId: z.string(), quantity: z.number().int() });

/** Backorders: a signed-in shopper asks for an out-of-stock piece; it waits for payment. */
const backorders: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/backorders',
    {
      onRequest: app.authenticate,
      preHandler: async (request) => {
        await app.rateLimit('backorder:ip', request.ip);
        await app.rateLimit('backorder:account', request.user.sub);
      },
      schema: { summary: 'Place a backorder', tags: ['orders'], security: [{ bearerAuth: [] }], body: backorderBodySchema, response: { 201: backorderResult, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema } },
    },
    async (request, reply) => {
      const { productId, quantity } = request.body;
      const [product] = await app.db.select().from(products).where(and(eq(products.tenantId, request.tenant.id), eq(products.id, productId), eq(products.archived, false))).limit(1);
      if (!product) throw notFound('Product not found or unavailable', 'PRODUCT_NOT_FOUND');
      if (product.totalInventory === null || product.totalInventory > 0) throw new ApiError(409, 'IN_STOCK', 'This piece is in stock: add it to your basket instead.', 'productId');
      const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, request.user.sub)).limit(1);
      const totalCents = product.priceCents * quantity;
      const orderId = `${BACKORDER_PREFIX}${Date.now()}${Math.floor(Math.random() * 1000).toString().padStart(3, '0')}`;
      await app.db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({ tenantId: request.tenant.id, orderId, kind: 'backorder', status: 'Pending Payment', userId: request.user.sub, customerEmail: user.email, subtotalCents: totalCents, totalCents })
          .returning();
        await tx.insert(orderItems).values({ tenantId: request.tenant.id, orderId: order.id, productId, name: product.name, priceCents: product.priceCents, quantity, image: `/api/images/${productId}_400.webp` });
        await insertOrderEvent(tx, { tenantId: request.tenant.id, orderId: order.id, from: null, to: 'Pending Payment' });
        await enqueueNotionRows(tx, request.tenant.id, orderRows(order, [{ name: product.name, quantity, priceCents: product.priceCents }]));
      });
      app.notionOutbox.kick(request.tenant.id);
      await mailOwnersNewOrder(app, { tenantId: request.tenant.id, orderId, totalCents, kind: 'backorder', customerEmail: user.email });
      return reply.code(201).send({ success: true as const, orderId, status: 'Pending Payment' as const, total: toDollars(totalCents), productId, quantity });
    },
  );
};

export default backorders;
