import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerProfileSchema } from '@/lib/schemas/auth';
import { emailSchema, errorResponseSchema } from '@/lib/schemas/common';
import { profileRequestSchema } from '@/lib/schemas/profile-abroad';
import { ApiError } from '@server/errors';
import { accountForEmail } from '@server/services/auth/access';
import { getProfileRow, saveProfile, toCustomerProfile } from '@server/services/customers/profiles';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** A customer's own profile; an admin of the store may read any. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:email',
    {
      schema: {
        summary: 'A profile by email',
        tags: ['profiles'],
        security: [{ bearerAuth: [] }],
        params: z.object({ email: emailSchema }),
        response: { 200: customerProfileSchema, ...failures },
      },
    },
    async (request) => {
      const account = await accountForEmail(request, request.params.email);
      const row = account ? await getProfileRow(app, request.tenant.id, account.id) : undefined;
      return toCustomerProfile(app, request.params.email, request.tenant.id, row);
    },
  );

  app.put(
    '/',
    {
      schema: {
        summary: 'Create or update your profile',
        tags: ['profiles'],
        security: [{ bearerAuth: [] }],
        body: profileRequestSchema,
        response: { 200: customerProfileSchema, ...failures },
      },
    },
    async (request) => {
      const account = await accountForEmail(request, request.body.email);
      if (!account || account.id !== request.user.sub)
        throw new ApiError({
          status: 403,
          code: 'NOT_YOUR_ACCOUNT',
          message: 'You can only change your own profile',
        });
      const row = await saveProfile(app, request.tenant.id, account.id, request.body);
      return toCustomerProfile(app, account.email, request.tenant.id, row);
    },
  );
};

export default profileRoutes;
