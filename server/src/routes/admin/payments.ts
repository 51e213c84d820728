import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stripeConnectSchema, stripeStatusSchema } from '@/lib/schemas/admin-payments';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  completeSimulatedOnboarding,
  connectStripe,
  simulatedOnboardingAllowed,
  stripeStatus,
} from '@server/services/stores/stripe-connect';
import { withAudit } from '@server/services/audit/audited';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The store's card payment account (Stripe Connect): its status, and onboarding. */
const adminPayments: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('payments');

  app.get(
    '/stripe-status',
    {
      schema: {
        ...admin,
        summary:
          'The store’s Stripe account: complete, pending or not connected; a dashboard login link once complete',
        response: { 200: stripeStatusSchema, ...errors },
      },
    },
    async (request) => stripeStatus(app, request.tenant.id),
  );

  app.post(
    '/stripe-connect',
    {
      schema: {
        ...admin,
        summary:
          'Creates the store’s Stripe Express account (once) and answers the onboarding link the browser goes to',
        response: { 200: stripeConnectSchema, ...errors, 404: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        { action: 'payments.connect', subjectType: 'payments', summary: 'Stripe account', after: () => ({}) },
        () => connectStripe(app, request.tenant.id),
      ),
  );

  // Only while the built-in test provider runs (never in production unless PAYMENTS_PROVIDER=test).
  if (simulatedOnboardingAllowed(app)) {
    app.post(
      '/stripe-onboarding-simulated/complete',
      {
        schema: {
          ...admin,
          summary:
            'Test mode only: completes the store’s simulated Stripe onboarding and answers where the browser returns',
          response: {
            200: stripeConnectSchema,
            ...errors,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) =>
        withAudit(
          app,
          request,
          {
            action: 'payments.onboarding-complete',
            subjectType: 'payments',
            summary: 'Stripe account (test mode)',
            after: () => ({}),
          },
          () => completeSimulatedOnboarding(app, request.tenant.id),
        ),
    );
  }
};

export default adminPayments;
