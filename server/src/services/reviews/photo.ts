/**
 * A buyer's review photo: PNG, JPEG or WebP, re-encoded by sharp to one WebP 800 wide (which drops
 * anything hidden in the file), stored with the store's media under its content's hash. The review
 * names it when saved.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STORE_MESSAGES } from '@/lib/schemas/store';
import { ApiError } from '@server/errors';
import type { Tenant } from '@server/types';
import { mediaStorageKey, mediaUrl, renderWebp, sniffImageType } from '../stores/media';
import { orderForReviewer, type Reviewer } from './access';

const PHOTO_WIDTH = 800;

export async function saveReviewPhoto(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
  reviewer: Reviewer,
  bytes: Buffer,
) {
  await orderForReviewer(app.db, tenant, orderId, reviewer);
  const type = sniffImageType(bytes);
  if (!type || type === 'image/svg+xml')
    throw new ApiError({
      status: 400,
      code: 'NOT_AN_IMAGE',
      message: STORE_MESSAGES.notAnImage,
      field: 'file',
    });
  const { data } = await renderWebp(bytes, PHOTO_WIDTH);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  const photo = `review-${hash}-${PHOTO_WIDTH}.webp`;
  await app.storage.put(mediaStorageKey(tenant.id, photo), data);
  return { photo, photoUrl: mediaUrl(tenant.id, photo) };
}
