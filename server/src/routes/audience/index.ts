import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartAddBodySchema,
  newsletterConfirmBodySchema,
  newsletterSubscribeBodySchema,
  newsletterUnsubscribeBodySchema,
  newsletterUnsubscribeQuerySchema,
  pageViewBodySchema,
  productClickBodySchema,
} from '@/lib/schemas/audience';
import { errorResponseSchema, successResponseSchema } from '@/lib/schemas/common';
import { NEWSLETTER_CHECK_INBOX } from '@/lib/constants/newsletter';
import { analyticsAllowed } from '@server/services/customers/analytics-consent';
import { recordCartAdd, recordPageView, recordProductClick } from '@server/services/customers/audience';
import {
  confirmNewsletter,
  subscribeToNewsletter,
  unsubscribeNewsletter,
} from '@server/services/customers/newsletter';
import { named } from '@server/routes/named';

const accepted = z.object({ success: z.literal(true) });
/** An event the visitor has not allowed: answered as done, so the browser has nothing to report. */
const notRecorded = z.null().describe('Not recorded: consent is required for this visitor and not given');
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

type App = Parameters<FastifyPluginAsyncZod>[0];
type Limit = (request: FastifyRequest) => Promise<void>;

/** Newsletter sign-ups, confirmations and unsubscribes (each counted per address by `limit`). */
function newsletterRoutes(app: App, limit: Limit) {
  app.post(
    '/newsletter/subscribe',
    {
      preHandler: limit,
      schema: {
        summary: 'Subscribe an email to the store newsletter',
        tags: ['audience'],
        body: newsletterSubscribeBodySchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await subscribeToNewsletter(app, request.tenant, request.body.email);
      return { success: true, message: NEWSLETTER_CHECK_INBOX };
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      preHandler: limit,
      schema: {
        summary: 'Confirm a newsletter sign-up with its mailed link (once)',
        tags: ['audience'],
        body: newsletterConfirmBodySchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => confirmNewsletter(app, request.tenant.id, request.body.token),
  );

  // A mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form: that body
  // is read on this route alone (its own scope), every other route still refuses a form with 415.
  void app.register(
    named(async function oneClickUnsubscribe(scope: App) {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.post(
        '/newsletter/unsubscribe',
        {
          preHandler: limit,
          schema: {
            summary:
              'Unsubscribe from the newsletter for good with a mailed link (once): token in the body, or in the query with a one-click form post',
            tags: ['audience'],
            querystring: newsletterUnsubscribeQuerySchema,
            body: newsletterUnsubscribeBodySchema,
            response: { 200: successResponseSchema, ...errors },
          },
        },
        async (request) =>
          unsubscribeNewsletter(app, request.tenant.id, request.body?.token ?? request.query.token),
      );
    }),
  );
}

/**
 * Newsletter sign-ups, confirmations and unsubscribes, and the storefront's page-view, product-click
 * and basket records. An event from a visitor the store must ask, who has not accepted, is answered
 * 204 and not stored (services/customers/analytics-consent.ts).
 */
const audience: FastifyPluginAsyncZod = async (app) => {
  // Counted per address once the body is valid: what is limited is work done, not malformed noise.
  const perAddress = (name: 'newsletter:ip' | 'analytics:ip') => async (request: FastifyRequest) =>
    app.rateLimit(name, request.ip);

  newsletterRoutes(app, perAddress('newsletter:ip'));
  // An event the visitor has not allowed ends here, answered 204, before anything is read or stored.
  const withConsent = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await analyticsAllowed(app.db, request.tenant.id, request.headers)))
      return reply.code(204).send(null);
  };

  app.post(
    '/analytics/page-view',
    {
      preHandler: [perAddress('analytics:ip'), withConsent],
      schema: {
        summary: 'Record a page view',
        tags: ['audience'],
        body: pageViewBodySchema,
        response: { 202: accepted, 204: notRecorded, ...errors },
      },
    },
    async (request, reply) => {
      await recordPageView(app.db, request.tenant.id, request.body);
      return reply.code(202).send({ success: true });
    },
  );

  app.post(
    '/analytics/product-click',
    {
      preHandler: [perAddress('analytics:ip'), withConsent],
      schema: {
        summary: 'Record a product click',
        tags: ['audience'],
        body: productClickBodySchema,
        response: { 202: accepted, 204: notRecorded, ...errors },
      },
    },
    async (request, reply) => {
      await recordProductClick(app.db, request.tenant.id, request.body);
      return reply.code(202).send({ success: true });
    },
  );

  app.post(
    '/analytics/cart-add',
    {
      preHandler: [perAddress('analytics:ip'), withConsent],
      schema: {
        summary: 'Record a product put in the basket',
        tags: ['audience'],
        body: cartAddBodySchema,
        response: { 202: accepted, 204: notRecorded, ...errors },
      },
    },
    async (request, reply) => {
      await recordCartAdd(app.db, request.tenant.id, request.body);
      return reply.code(202).send({ success: true });
    },
  );
};

export default audience;
