import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSendBodySchema, newsletterSubscriberListSchema } from '@/lib/schemas/audience';
import { errorResponseSchema } from '@/lib/schemas/common';
import { listSubscribers, sendNewsletter, subscribersCsv } from '@server/services/customers/newsletter';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The store's newsletter list (back-office Newsletter): its states, its CSV, and sending. */
const adminNewsletter: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('settings');

  app.get(
    '/newsletter/subscribers',
    {
      schema: {
        ...admin,
        summary:
          'The newsletter list: each address with its state (pending, confirmed, unsubscribed) and consent',
        response: { 200: newsletterSubscriberListSchema, ...errors },
      },
    },
    async (request) => listSubscribers(app, request.tenant.id),
  );

  app.get(
    '/newsletter/subscribers.csv',
    {
      schema: {
        ...admin,
        summary: 'The newsletter list as CSV, a row per address with its state and consent',
        produces: ['text/csv'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-${request.tenant.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(await subscribersCsv(app, request.tenant.id)),
  );

  app.post(
    '/newsletter/send',
    {
      schema: {
        ...admin,
        summary: 'Send a newsletter to the confirmed addresses, each with its one-click unsubscribe',
        body: newsletterSendBodySchema,
        response: { 200: z.object({ queued: z.number().int() }), ...errors },
      },
    },
    async (request) => sendNewsletter(app, request.tenant, request.body),
  );
};

export default adminNewsletter;
