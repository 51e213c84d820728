import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  adminGiftCardDetailSchema,
  adminGiftCardListSchema,
  giftCardParamsSchema,
  giftCardSettingsSchema,
  giftCardStatusBodySchema,
} from '@/lib/schemas/gift-cards';
import {
  giftCardDetail,
  listStoreGiftCards,
  setStoreGiftCardStatus,
} from '@server/services/gift-cards/admin';
import { expireFor } from '@server/services/cache/expiry';
import { giftCardSettingsOf, saveGiftCardSettings } from '@server/services/gift-cards/settings';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The store's gift cards (back-office Gift cards, owner and managers): what it sells, its cards, their history. */
const adminGiftCards: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('settings');

  app.get(
    '/gift-cards/settings',
    {
      schema: {
        ...admin,
        summary: 'Whether the store sells gift cards, the amounts, and a custom amount’s limits',
        response: { 200: giftCardSettingsSchema, ...errors },
      },
    },
    async (request) => giftCardSettingsOf(app.db, request.tenant.id),
  );

  app.put(
    '/gift-cards/settings',
    {
      schema: {
        ...admin,
        summary: 'Change what gift cards the store sells',
        body: giftCardSettingsSchema,
        response: { 200: giftCardSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveGiftCardSettings(app.db, request.tenant.id, request.body);
      // The store's record says whether it sells gift cards (the shop's link to them).
      expireFor(app, 'offers-changed', { storeId: request.tenant.id });
      return saved;
    },
  );

  app.get(
    '/gift-cards',
    {
      schema: {
        ...admin,
        summary:
          'The store’s gift cards, newest first, with balance, recipient and the order that bought each',
        response: { 200: adminGiftCardListSchema, ...errors },
      },
    },
    async (request) => listStoreGiftCards(app.db, request.tenant.id),
  );

  app.get(
    '/gift-cards/:id',
    {
      schema: {
        ...admin,
        summary: 'A gift card and every move of its balance',
        params: giftCardParamsSchema,
        response: { 200: adminGiftCardDetailSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => giftCardDetail(app.db, request.tenant.id, request.params.id),
  );

  app.put(
    '/gift-cards/:id/status',
    {
      schema: {
        ...admin,
        summary: 'Disable a gift card (it can no longer pay) or enable it again',
        params: giftCardParamsSchema,
        body: giftCardStatusBodySchema,
        response: { 200: adminGiftCardDetailSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) =>
      setStoreGiftCardStatus(
        app.db,
        request.tenant.id,
        request.params.id,
        request.body.status,
        request.user.sub,
      ),
  );
};

export default adminGiftCards;
