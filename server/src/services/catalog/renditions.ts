/**
 * Product image renditions: every original is stored as WebP at 400 and 800 px wide, beside each
 * other under `images/`, keyed by the product id (main image) or the image's own id.
 */
import sharp from 'sharp';
import { IMAGE_SIZES } from '@/lib/constants/catalog';
import type { Storage } from '@server/adapters/storage';

export const IMAGE_WIDTHS = [IMAGE_SIZES.small, IMAGE_SIZES.medium] as const;

/** Storage key of one rendition, from its public file name (`{key}_{width}.webp`). */
export function imageStorageKey(file: string): string {
  return `images/${file}`;
}

export type ImageRendition = { width: number; webp: Buffer };

/** The 400 and 800 px WebP renditions of an image, in memory; throws when the bytes do not decode. */
export async function renderImageRenditions(original: Buffer): Promise<ImageRendition[]> {
  const renditions: ImageRendition[] = [];
  for (const width of IMAGE_WIDTHS) {
    renditions.push({
      width,
      webp: await sharp(original)
        .resize({ width, height: width, fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer(),
    });
  }
  return renditions;
}

/** Writes renditions made by `renderImageRenditions` under `key`. */
export async function writeImageRenditions(
  storage: Storage,
  key: string,
  renditions: ImageRendition[],
): Promise<void> {
  for (const { width, webp } of renditions) await storage.put(imageStorageKey(`${key}_${width}.webp`), webp);
}

/** Writes the 400 and 800 px WebP renditions of an image. */
export async function storeImageRenditions(storage: Storage, key: string, original: Buffer): Promise<void> {
  await writeImageRenditions(storage, key, await renderImageRenditions(original));
}
