/**
 * Reviews from the browser, through the BFF: the buyer's form of an order's pieces
 * (/api/orders/{id}/reviews, with the mailed link's token or signed in), a review saved and a photo
 * uploaded; a product's published reviews a page at a time; and the owner's list, answers and
 * settings. Each call answers the api's result or `{ error, code?, field? }`.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import {
  adminReviewListSchema,
  adminReviewSchema,
  ownReviewSchema,
  reviewFormSchema,
  reviewPhotoSchema,
  reviewSettingsSchema,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewPatch,
  type OwnReview,
  type ReviewBody,
  type ReviewForm,
  type ReviewSettings,
} from '@/lib/schemas/reviews';
import { callBff, parseWith, textOf, type ClientResult } from './bff-call';

export const REVIEW_PAGE_MESSAGES = {
  fetchFailed: 'We could not load this order’s pieces. Please try again.',
  notFound:
    'We could not find this order. Sign in with the account that placed it, or open the link in your email again.',
  saveFailed: 'We could not save your review. Please try again.',
  photoFailed: 'We could not add the photo. Please try another.',
  listFailed: 'The reviews could not be loaded. Please try again.',
  answerFailed: 'The review could not be changed. Please try again.',
  settingsFailed: 'The review settings could not be saved. Please try again.',
} as const;

const UNKNOWN_ORDER = new Set([401, 403, 404]);
const withToken = (path: string, token?: string) =>
  token ? `${path}?${new URLSearchParams({ token })}` : path;

/** SWR key (and address) of an order's review form, with the mailed link's token when there is one. */
export const reviewFormKey = (orderId: string, token?: string) =>
  withToken(`/api/orders/${encodeURIComponent(orderId)}/reviews`, token);
export const reviewLinePath = (orderId: string, lineId: string, token?: string) =>
  withToken(`/api/orders/${encodeURIComponent(orderId)}/reviews/${encodeURIComponent(lineId)}`, token);
export const reviewPhotoPath = (orderId: string, token?: string) =>
  withToken(`/api/orders/${encodeURIComponent(orderId)}/reviews/photo`, token);

/** GET an order's pieces for review, for SWR: a failure is thrown with the message to show. */
export async function fetchReviewForm(path: string): Promise<ReviewForm> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(reviewFormSchema),
    REVIEW_PAGE_MESSAGES.fetchFailed,
    {
      refusal: (status, body) => ({
        error: UNKNOWN_ORDER.has(status)
          ? REVIEW_PAGE_MESSAGES.notFound
          : (textOf(body?.error) ?? REVIEW_PAGE_MESSAGES.fetchFailed),
      }),
    },
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** PUT the review of one piece; a refusal names its field (rating, title, body, photo). */
export const saveReview = (path: string, body: ReviewBody): Promise<ClientResult<OwnReview>> =>
  callBff(path, jsonRequest('PUT', body), parseWith(ownReviewSchema), REVIEW_PAGE_MESSAGES.saveFailed);

/** Uploads a photo (multipart field "file"); answers the name to send with the review. */
export function uploadReviewPhoto(path: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return callBff(
    path,
    { method: 'POST', body: form },
    parseWith(reviewPhotoSchema),
    REVIEW_PAGE_MESSAGES.photoFailed,
  );
}

/** SWR key of the owner's list: one status (or all) and a page. */
export const adminReviewsKey = (status: string, page: number) =>
  `/api/admin/reviews?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })}`;

export async function fetchAdminReviews(path: string): Promise<AdminReviewList> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(adminReviewListSchema),
    REVIEW_PAGE_MESSAGES.listFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Publishes, hides or replies to a review. */
export const answerReview = (id: string, patch: AdminReviewPatch): Promise<ClientResult<AdminReview>> =>
  callBff(
    `/api/admin/reviews/${encodeURIComponent(id)}`,
    jsonRequest('PATCH', patch),
    parseWith(adminReviewSchema),
    REVIEW_PAGE_MESSAGES.answerFailed,
  );

export const REVIEW_SETTINGS_PATH = '/api/admin/settings/reviews';

export async function fetchReviewSettings(path: string = REVIEW_SETTINGS_PATH): Promise<ReviewSettings> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(reviewSettingsSchema),
    REVIEW_PAGE_MESSAGES.listFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const saveReviewSettings = (settings: ReviewSettings): Promise<ClientResult<ReviewSettings>> =>
  callBff(
    REVIEW_SETTINGS_PATH,
    jsonRequest('PUT', settings),
    parseWith(reviewSettingsSchema),
    REVIEW_PAGE_MESSAGES.settingsFailed,
  );
