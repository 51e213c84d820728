import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  discountBodySchema,
  discountListSchema,
  discountParamsSchema,
  discountSchema,
} from '@/lib/schemas/discounts';
import {
  createDiscount,
  deleteDiscount,
  listDiscounts,
  updateDiscount,
} from '@server/services/discounts/codes';
import { findIn, withAudit } from '@server/services/audit/audited';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The store's discount codes (back-office Discounts): list with uses and revenue, add, change, delete. */
const adminDiscounts: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('discounts');
  const discountOf = (tenantId: string, id: string) => findIn(listDiscounts(app.db, tenantId), id);

  app.get(
    '/discounts',
    {
      schema: {
        ...admin,
        summary: 'The store’s discount codes, newest first, with paid uses and the revenue of their orders',
        response: { 200: discountListSchema, ...errors },
      },
    },
    async (request) => ({ discounts: await listDiscounts(app.db, request.tenant.id) }),
  );

  app.post(
    '/discounts',
    {
      schema: {
        ...admin,
        summary: 'Add a discount code; a code the store already has is 409 naming `code`',
        body: discountBodySchema,
        response: { 201: discountSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const discount = await withAudit(
        app,
        request,
        { action: 'discount.create', subjectType: 'discount' },
        () => createDiscount(app.db, request.tenant.id, request.body),
      );
      return reply.code(201).send(discount);
    },
  );

  app.put(
    '/discounts/:id',
    {
      schema: {
        ...admin,
        summary: 'Change a discount code; its uses so far stay counted',
        params: discountParamsSchema,
        body: discountBodySchema,
        response: { 200: discountSchema, ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'discount.update',
          subjectType: 'discount',
          before: () => discountOf(request.tenant.id, request.params.id),
        },
        () => updateDiscount(app.db, request.tenant.id, request.params.id, request.body),
      ),
  );

  app.delete(
    '/discounts/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a discount code; orders that used it keep their discount',
        params: discountParamsSchema,
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
          action: 'discount.delete',
          subjectType: 'discount',
          before: () => discountOf(request.tenant.id, request.params.id),
          after: () => null,
        },
        () => deleteDiscount(app.db, request.tenant.id, request.params.id),
      ),
  );
};

export default adminDiscounts;
