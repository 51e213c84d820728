/**
 * Logo and hero uploads. The type comes from the bytes, never the name: PNG, JPEG and WebP are
 * re-encoded by sharp into the WebP widths the storefront asks for (which also drops anything
 * hidden in the file); an SVG is sanitised. Files are stored per tenant under content-hashed
 * names, so they can be cached for ever.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  HERO_MAX_BYTES,
  HERO_RENDITION_WIDTHS,
  LOGO_MAX_BYTES,
  LOGO_RENDITION_WIDTHS,
} from '@/lib/constants/store-builder';
import { STORE_MESSAGES, type StoreMediaKind, type StoreMediaUpload } from '@/lib/schemas/store';
import type { Storage } from '@server/adapters/storage';
import { ApiError } from '@server/errors';
import { sanitizeSvg } from '../catalog/svg-sanitize';

export type SniffedType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

export const MEDIA_LIMITS: Record<
  StoreMediaKind,
  { maxBytes: number; tooLarge: string; widths: readonly number[] }
> = {
  logo: { maxBytes: LOGO_MAX_BYTES, tooLarge: STORE_MESSAGES.logoTooLarge, widths: LOGO_RENDITION_WIDTHS },
  hero: { maxBytes: HERO_MAX_BYTES, tooLarge: STORE_MESSAGES.heroTooLarge, widths: HERO_RENDITION_WIDTHS },
};

/** Public file names: `{kind}-{hash}-{width}.webp` or `{kind}-{hash}.svg` (a buyer's review photo: `review-{hash}-800.webp`). */
export const MEDIA_FILE_PATTERN = /^(logo|hero|review)-[0-9a-f]{16}(-\d{2,4}\.webp|\.svg)$/;
/** More pixels than this is refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

export const mediaStorageKey = (tenantId: string, file: string) => `${tenantId}/store-media/${file}`;
export const mediaUrl = (tenantId: string, file: string) => `/api/stores/media/${tenantId}/${file}`;

const SVG_START = /^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)*<svg[\s>]/i;

/** The image type the bytes are, whatever the file is called; null for anything else. */
export function sniffImageType(bytes: Buffer): SniffedType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (SVG_START.test(head)) return 'image/svg+xml';
  return null;
}

const notAnImage = () =>
  new ApiError({ status: 400, code: 'NOT_AN_IMAGE', message: STORE_MESSAGES.notAnImage, field: 'file' });
export const tooLarge = (kind: StoreMediaKind) =>
  new ApiError({ status: 413, code: 'FILE_TOO_LARGE', message: MEDIA_LIMITS[kind].tooLarge, field: 'file' });

export async function renderWebp(bytes: Buffer, width: number) {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new ApiError({
        status: 400,
        code: 'IMAGE_TOO_LARGE',
        message: STORE_MESSAGES.tooManyPixels,
        field: 'file',
      });
    }
    throw notAnImage();
  }
}

/** Checks, converts and stores an upload; answers the URL the theme should use and every rendition. */
export async function saveStoreMedia(
  storage: Storage,
  tenantId: string,
  kind: StoreMediaKind,
  bytes: Buffer,
): Promise<StoreMediaUpload> {
  if (bytes.length === 0)
    throw new ApiError({
      status: 400,
      code: 'FILE_REQUIRED',
      message: STORE_MESSAGES.imageRequired,
      field: 'file',
    });
  if (bytes.length > MEDIA_LIMITS[kind].maxBytes) throw tooLarge(kind);
  const type = sniffImageType(bytes);
  if (!type) throw notAnImage();
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);

  if (type === 'image/svg+xml') {
    const clean = await sanitizeSvg(bytes.toString('utf8'));
    if (!clean) throw notAnImage();
    const file = `${kind}-${hash}.svg`;
    await storage.put(mediaStorageKey(tenantId, file), clean);
    const url = mediaUrl(tenantId, file);
    return { kind, url, contentType: type, renditions: [{ width: null, url }] };
  }

  // Every width is made before any is written, so bytes that do not decode leave no file behind.
  const rendered = [];
  for (const width of MEDIA_LIMITS[kind].widths)
    rendered.push({ width, ...(await renderWebp(bytes, width)) });
  const renditions: StoreMediaUpload['renditions'] = [];
  for (const { width, data, info } of rendered) {
    const file = `${kind}-${hash}-${width}.webp`;
    await storage.put(mediaStorageKey(tenantId, file), data);
    renditions.push({ width: info.width, url: mediaUrl(tenantId, file) });
  }
  return { kind, url: renditions[renditions.length - 1].url, contentType: 'image/webp', renditions };
}
