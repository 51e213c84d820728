/**
 * Product image renditions: every original is stored as WebP at 400 and 800 px wide, beside each
 * other under `images/`, keyed by the product id (main image) or the image's own id.
 */
import sharp from 'sharp';
import { IMAGE_SIZES } from '../../../lib/constants';
import type { Storage } from '../adapters/storage';

export const IMAGE_WIDTHS = [IMAGE_SIZES.small, IMAGE_SIZES.medium] as const;

/** Storage key of one rendition, from its public file name (`{key}_{width}.webp`). */
export function imageStorageKey(file: string): string {
  return `images/${file}`;
}

/** Writes the 400 and 800 px WebP renditions of an image. */
export async function storeImageRenditions(storage: Storage, key: string, original: Buffer): Promise<void> {
  for (const width of IMAGE_WIDTHS) {
    const webp = await sharp(original).resize({ width, height: width, fit: 'cover' }).webp({ quality: 80 }).toBuffer();
    await storage.put(imageStorageKey(`${key}_${width}.webp`), webp);
  }
}
