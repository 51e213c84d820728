import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  storeEventBodySchema,
  storeEventListSchema,
  storeEventParamsSchema,
  storeEventSchema,
} from '@/lib/schemas/events';
import {
  createStoreEvent,
  deleteStoreEvent,
  listStoreEvents,
  updateStoreEvent,
} from '@server/services/stores/events';
import { findIn, withAudit } from '@server/services/audit/audited';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The owner's events and markets: list, add, edit and delete. */
const adminEvents: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.backOffice('events');
  const eventOf = (tenantId: string, id: string) => findIn(listStoreEvents(app, tenantId), id);

  app.get(
    '/events',
    {
      schema: {
        ...admin,
        summary: "The store's events, by start day",
        response: { 200: storeEventListSchema, ...errors },
      },
    },
    async (request) => ({ events: await listStoreEvents(app, request.tenant.id) }),
  );

  app.post(
    '/events',
    {
      schema: {
        ...admin,
        summary: 'Add an event (a missing end date is the start date)',
        body: storeEventBodySchema,
        response: { 201: storeEventSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const event = await withAudit(app, request, { action: 'event.create', subjectType: 'event' }, () =>
        createStoreEvent(app, request.tenant.id, request.body),
      );
      return reply.code(201).send(event);
    },
  );

  app.put(
    '/events/:id',
    {
      schema: {
        ...admin,
        summary: 'Change an event',
        params: storeEventParamsSchema,
        body: storeEventBodySchema,
        response: { 200: storeEventSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'event.update',
          subjectType: 'event',
          before: () => eventOf(request.tenant.id, request.params.id),
        },
        () => updateStoreEvent(app, request.tenant.id, request.params.id, request.body),
      ),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete an event',
        params: storeEventParamsSchema,
        response: {
          200: z.object({ success: z.literal(true), id: z.string() }),
          ...errors,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await withAudit(
        app,
        request,
        {
          action: 'event.delete',
          subjectType: 'event',
          subjectId: request.params.id,
          before: () => eventOf(request.tenant.id, request.params.id),
          after: () => null,
        },
        () => deleteStoreEvent(app, request.tenant.id, request.params.id).then(() => true),
      );
      return { success: true as const, id: request.params.id };
    },
  );
};

export default adminEvents;
