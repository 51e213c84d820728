import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../../lib/schemas/common';
import { inventoryUpdateBodySchema, productIdParamsSchema } from '../../../../lib/schemas/product';
import { notFound } from '../../errors';
import { setInventory } from '../../services/products';

const inventoryResult = z.object({ success: z.literal(true), productId: z.string(), totalInventory: z.number().int().nullable() });

/** The owner's product writes. Every route here is for an admin of the request's store. */
const adminProducts: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.addHook('onRequest', app.requireAdmin);

  app.put(
    '/products/:id/inventory',
    {
      schema: {
        summary: "Set a product's stock (null for unlimited)",
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: productIdParamsSchema,
        body: inventoryUpdateBodySchema,
        response: { 200: inventoryResult, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await setInventory(app.db, request.tenant.id, request.params.id, request.body.totalInventory);
      if (!row) throw notFound('Product not found or unavailable', 'PRODUCT_NOT_FOUND');
      app.productsChanged(request.tenant.id, [{ productId: row.id, newInventory: row.totalInventory }]);
      return { success: true as const, productId: row.id, totalInventory: row.totalInventory };
    },
  );
};

export default adminProducts;
