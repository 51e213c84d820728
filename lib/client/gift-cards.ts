/**
 * Gift cards from the browser, through the BFF: what the shop sells (/api/gift-cards/settings), a
 * code's balance at checkout (/api/gift-cards/check), and the owner's Gift cards page
 * (/api/admin/gift-cards). Nothing here throws but the SWR readers, which SWR reads errors from.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import { MESSAGES } from '@/lib/messages';
import {
  adminGiftCardDetailSchema,
  adminGiftCardListSchema,
  giftCardCheckResultSchema,
  giftCardSettingsSchema,
  type AdminGiftCard,
  type AdminGiftCardDetail,
  type GiftCardSettings,
} from '@/lib/schemas/gift-cards';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const GIFT_CARD_SETTINGS_PATH = '/api/gift-cards/settings';
export const ADMIN_GIFT_CARDS_PATH = '/api/admin/gift-cards';
export const ADMIN_GIFT_CARD_SETTINGS_PATH = '/api/admin/gift-cards/settings';

const parse = <T>(body: unknown, schema: { safeParse(value: unknown): { data?: T } }) =>
  schema.safeParse(body).data;

/** For SWR: the shop's or the owner's settings (by path), or a thrown error with its message. */
export async function fetchGiftCardSettings(path: string): Promise<GiftCardSettings> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => parse(body, giftCardSettingsSchema),
    MESSAGES.generic,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const saveGiftCardSettings = (body: GiftCardSettings): Promise<ClientResult<GiftCardSettings>> =>
  callBff(
    ADMIN_GIFT_CARD_SETTINGS_PATH,
    jsonRequest('PUT', body),
    parseWith(giftCardSettingsSchema),
    MESSAGES.generic,
  );

/** For SWR: the store's cards. */
export async function fetchGiftCards(path: string): Promise<AdminGiftCard[]> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => parse(body, adminGiftCardListSchema)?.giftCards,
    MESSAGES.generic,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const giftCardPath = (id: string) => `${ADMIN_GIFT_CARDS_PATH}/${encodeURIComponent(id)}`;

/** For SWR: one card and its history. */
export async function fetchGiftCard(path: string): Promise<AdminGiftCardDetail> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => parse(body, adminGiftCardDetailSchema),
    MESSAGES.generic,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const setGiftCardStatus = (id: string, status: 'active' | 'disabled') =>
  callBff(
    `${giftCardPath(id)}/status`,
    jsonRequest('PUT', { status }),
    parseWith(adminGiftCardDetailSchema),
    MESSAGES.generic,
  );

/** The shopper's Apply of a gift card code: its balance, or why it cannot pay. */
export const checkGiftCardCode = (code: string) =>
  callBff(
    '/api/gift-cards/check',
    jsonRequest('POST', { code }),
    parseWith(giftCardCheckResultSchema),
    MESSAGES.generic,
  );
