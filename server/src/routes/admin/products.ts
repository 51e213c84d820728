import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  archiveProductBodySchema,
  createProductBodySchema,
  updateProductBodySchema,
} from '@/lib/schemas/admin-products';
import { errorResponseSchema } from '@/lib/schemas/common';
import { inventoryUpdateBodySchema, productIdParamsSchema } from '@/lib/schemas/product';
import { ApiError } from '@server/errors';
import { withAudit } from '@server/services/audit/audited';
import { setInventory } from '@server/services/catalog/products';
import {
  adminProduct,
  createAdminProduct,
  editAdminProduct,
  listAdminProducts,
} from '@server/services/catalog/admin-products';
import productCsv from './product-csv';
import productImages from './product-images';
import type { RouteScope } from '@server/types';
import { named } from '@server/routes/named';

const inventoryResult = z.object({
  success: z.literal(true),
  productId: z.string(),
  totalInventory: z.number().int().nullable(),
});
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** Setting a product's stock by hand; its change reaches open product pages at once. */
const productInventory: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/products/:id/inventory',
    {
      schema: {
        ...admin,
        summary: "Set a product's stock (null for unlimited)",
        params: productIdParamsSchema,
        body: inventoryUpdateBodySchema,
        response: { 200: inventoryResult, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      let name: string | undefined;
      const row = await withAudit(
        app,
        request,
        {
          action: 'product.stock',
          subjectType: 'product',
          subjectId: id,
          summary: () => name,
          before: async () => {
            const product = await adminProduct(app, request.tenant, id);
            name = product.name;
            return { totalInventory: product.totalInventory };
          },
          after: (result) => ({ totalInventory: result.totalInventory }),
        },
        () => setInventory(app.db, request.tenant.id, id, request.body.totalInventory),
      );
      if (!row)
        throw new ApiError({
          status: 404,
          code: 'PRODUCT_NOT_FOUND',
          message: 'Product not found or unavailable',
        });
      app.productsChanged(request.tenant.id, [{ productId: row.id, newInventory: row.totalInventory }]);
      return { success: true as const, productId: row.id, totalInventory: row.totalInventory };
    },
  );
};

/** A product's change, with every field it changed (price, stock, sizes, variants…) before → after. */
function auditedEdit(
  app: RouteScope,
  request: FastifyRequest,
  id: string,
  body: Parameters<typeof editAdminProduct>[3],
  action: string,
) {
  return withAudit(
    app,
    request,
    {
      action,
      subjectType: 'product',
      subjectId: id,
      summary: (product) => product.name,
      before: () => adminProduct(app, request.tenant, id),
    },
    () => editAdminProduct(app, request.tenant, id, body),
  );
}

/** The owner's products. Every route here is for an admin of the request's store. */
const adminProducts: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.backOffice('catalog');

  app.get(
    '/products',
    {
      schema: {
        ...admin,
        summary:
          'A page of the store’s products, archived included: q searches name and description; sort by name, price, stock, featured or archived',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema, ...errors },
      },
    },
    async (request) => listAdminProducts(app, request.tenant, request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        ...admin,
        summary: 'One product with its version and images',
        params: productIdParamsSchema,
        response: { 200: adminProductSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => adminProduct(app, request.tenant, request.params.id),
  );

  app.post(
    '/products',
    {
      schema: {
        ...admin,
        summary: 'Create a product (price in dollars; totalInventory null for unlimited)',
        body: createProductBodySchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await withAudit(
        app,
        request,
        { action: 'product.create', subjectType: 'product', subjectId: (p) => p.id, summary: (p) => p.name },
        () => createAdminProduct(app, request.tenant, request.body),
      );
      return reply.code(201).send(product);
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        ...admin,
        summary: 'Edit a product: the fields sent change, only if it is still at `version` (else 409)',
        params: productIdParamsSchema,
        body: updateProductBodySchema,
        response: { 200: adminProductSchema, ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => auditedEdit(app, request, request.params.id, request.body, 'product.update'),
  );

  app.put(
    '/products/:id/archived',
    {
      schema: {
        ...admin,
        summary:
          'Archive (hide from the shop) or unarchive a product, if it is still at `version` (else 409)',
        params: productIdParamsSchema,
        body: archiveProductBodySchema,
        response: { 200: adminProductSchema, ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) =>
      auditedEdit(
        app,
        request,
        request.params.id,
        request.body,
        request.body.archived ? 'product.archive' : 'product.unarchive',
      ),
  );

  await app.register(named(productInventory));
  await app.register(named(productImages));
  await app.register(named(productCsv));
};

export default adminProducts;
