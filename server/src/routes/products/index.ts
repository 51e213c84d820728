import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import {
  productHoldsSchema,
  productIdParamsSchema,
  productPageQuerySchema,
  productPageResponseSchema,
  productSchema,
  productSitemapQuerySchema,
  productSitemapResponseSchema,
} from '@/lib/schemas/product';
import { errorResponseSchema } from '@/lib/schemas/common';
import { ApiError } from '@server/errors';
import { productHolds } from '@server/services/catalog/product-holds';
import {
  getProduct,
  getProductByHandle,
  productSitemapPart,
  type ProductListKind,
} from '@server/services/catalog/products';
import { productHandleParamsSchema } from '@/lib/schemas/redirects';
import { named } from '@server/routes/named';

const CACHE_CONTROL = `public, max-age=${PRODUCT_CACHE_SECONDS}`;
const listResponses = {
  200: productPageResponseSchema,
  304: z.null(),
  400: errorResponseSchema,
  404: errorResponseSchema,
};

/** One product by its handle, as the shop's addresses name it (`/product/{handle}`). */
const productByHandle: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/by-handle/:handle',
    {
      schema: {
        summary: 'One product, by its handle (its address in the shop, `/product/{handle}`)',
        tags: ['products'],
        params: productHandleParamsSchema,
        response: { 200: productSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const product = await getProductByHandle(app.db, request.tenant, request.params.handle);
      if (!product)
        throw new ApiError({
          status: 404,
          code: 'PRODUCT_NOT_FOUND',
          message: 'Product not found or unavailable',
        });
      reply.header('cache-control', 'public, max-age=30').header('vary', 'X-Tenant-Id');
      return product;
    },
  );
};

/**
 * The catalog: lists a page at a time (`?limit=&cursor=`, keyset in shop order; a caller that does
 * not page gets the first page), served as serialized bytes with ETags; and product detail.
 */
const products: FastifyPluginAsyncZod = async (app) => {
  const list = (kind: ProductListKind, summary: string) =>
    app.get(
      kind === 'all' ? '/' : `/${kind}`,
      {
        schema: { summary, tags: ['products'], querystring: productPageQuerySchema, response: listResponses },
      },
      async (request, reply) => {
        const cached = await app.productCache.get(request.tenant, kind, request.query);
        reply
          .header('cache-control', CACHE_CONTROL)
          .header('etag', cached.etag)
          .header('vary', 'X-Tenant-Id');
        if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send(null);
        // Already serialized and validated when cached: sent as bytes, not re-serialized per request.
        return reply.type('application/json; charset=utf-8').send(cached.body as never);
      },
    );

  await app.register(named(productByHandle));
  list('all', 'Every listed product of the store');
  list('featured', 'Featured products');
  list('regular', 'Products that are not featured');

  app.get(
    '/sitemap',
    {
      schema: {
        summary: 'The listed product ids for the sitemap, a part at a time, and how many there are',
        tags: ['products'],
        querystring: productSitemapQuerySchema,
        response: { 200: productSitemapResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60').header('vary', 'X-Tenant-Id');
      return productSitemapPart(app.db, request.tenant.id, request.query);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One product',
        tags: ['products'],
        params: productIdParamsSchema,
        response: { 200: productSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const product = await getProduct(app.db, request.tenant, request.params.id);
      if (!product)
        throw new ApiError({
          status: 404,
          code: 'PRODUCT_NOT_FOUND',
          message: 'Product not found or unavailable',
        });
      reply.header('cache-control', 'public, max-age=30').header('vary', 'X-Tenant-Id');
      return product;
    },
  );

  app.get(
    '/:id/holds',
    {
      schema: {
        summary: "A product's pieces held by open checkouts: how many and the soonest hold's end, by variant",
        tags: ['products'],
        params: productIdParamsSchema,
        response: { 200: productHoldsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const holds = await productHolds(app.db, request.tenant.id, request.params.id);
      if (!holds)
        throw new ApiError({
          status: 404,
          code: 'PRODUCT_NOT_FOUND',
          message: 'Product not found or unavailable',
        });
      // Holds come and go within minutes: never kept by a browser or a cache.
      reply.header('cache-control', 'no-store');
      return holds;
    },
  );
};

export default products;
