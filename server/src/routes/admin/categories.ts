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
import { findIn, withAudit } from '@server/services/audit/audited';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The store's categories (back-office Categories): list, add, change and delete. */
const adminCategories: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.backOffice('catalog');
  const categoryOf = (tenantId: string, id: string) => findIn(listCategories(app.db, tenantId), id);

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
    async (request, reply) => {
      const category = await withAudit(
        app,
        request,
        { action: 'category.create', subjectType: 'category' },
        () => createCategory(app, request.tenant.id, request.body),
      );
      return reply.code(201).send(category);
    },
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
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'category.update',
          subjectType: 'category',
          before: () => categoryOf(request.tenant.id, request.params.id),
        },
        () => updateCategory(app, request.tenant.id, request.params.id, request.body),
      ),
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
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'category.delete',
          subjectType: 'category',
          before: () => categoryOf(request.tenant.id, request.params.id),
          after: () => null,
        },
        () => deleteCategory(app, request.tenant.id, request.params.id),
      ),
  );
};

export default adminCategories;
