import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryBodySchema,
  categoryListSchema,
  categoryParamsSchema,
  categorySchema,
} from '@/lib/schemas/category';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '@server/services/catalog/categories';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The store's categories (back-office Categories): list, add, change and delete. */
const adminCategories: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/categories',
    {
      schema: {
        ...admin,
        summary: 'The store’s categories in their order, with how many listed products each holds',
        response: { 200: categoryListSchema, ...errors },
      },
    },
    async (request) => ({ categories: await listCategories(app.db, request.tenant.id) }),
  );

  app.post(
    '/categories',
    {
      schema: {
        ...admin,
        summary: 'Add a category; a slug the store already uses is 409 naming `slug`',
        body: categoryBodySchema,
        response: { 201: categorySchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(app, request.tenant.id, request.body)),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        ...admin,
        summary: 'Change a category; a slug another of the store’s categories uses is 409 naming `slug`',
        params: categoryParamsSchema,
        body: categoryBodySchema,
        response: { 200: categorySchema, ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => updateCategory(app, request.tenant.id, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a category; its products stay, in their other categories',
        params: categoryParamsSchema,
        response: {
          200: z.object({ success: z.literal(true), id: z.string() }),
          ...errors,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => deleteCategory(app, request.tenant.id, request.params.id),
  );
};

export default adminCategories;
