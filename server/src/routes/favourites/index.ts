import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  favouriteBodySchema,
  favouriteParamsSchema,
  favouritesResponseSchema,
  mergeFavouritesBodySchema,
} from '@/lib/schemas/favourites';
import {
  keepFavourite,
  listFavourites,
  mergeFavourites,
  removeFavourite,
} from '@server/services/customers/favourites';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const docs = { tags: ['favourites'], security: [{ bearerAuth: [] }] };

/** The signed-in shopper's favourites in this store. */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        summary: 'Your favourites, with each product as the shop shows it now',
        ...docs,
        response: { 200: favouritesResponseSchema, ...failures },
      },
    },
    async (request) => ({ favourites: await listFavourites(app, request.tenant, request.user.sub) }),
  );

  app.put(
    '/:productId',
    {
      schema: {
        summary: 'Keep a product among your favourites (and ask to be emailed when it is back)',
        ...docs,
        params: favouriteParamsSchema,
        body: favouriteBodySchema,
        response: { 200: favouritesResponseSchema, ...failures },
      },
    },
    async (request) => ({
      favourites: await keepFavourite(app, request.tenant, request.user.sub, {
        productId: request.params.productId,
        notifyWhenBack: request.body.notifyWhenBack,
      }),
    }),
  );

  app.delete(
    '/:productId',
    {
      schema: {
        summary: 'Remove a product from your favourites',
        ...docs,
        params: favouriteParamsSchema,
        response: { 200: favouritesResponseSchema, ...failures },
      },
    },
    async (request) => ({
      favourites: await removeFavourite(app, request.tenant, request.user.sub, request.params.productId),
    }),
  );

  app.post(
    '/merge',
    {
      schema: {
        summary: 'Add the favourites kept in the browser before signing in (those there already stay)',
        ...docs,
        body: mergeFavouritesBodySchema,
        response: { 200: favouritesResponseSchema, ...failures },
      },
    },
    async (request) => ({
      favourites: await mergeFavourites(app, request.tenant, request.user.sub, request.body.productIds),
    }),
  );
};

export default favouriteRoutes;
