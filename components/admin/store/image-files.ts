import imageCompression from 'browser-image-compression';
import {
  HERO_MAX_BYTES,
  LOGO_COMPRESS_MAX_PX,
  LOGO_COMPRESS_TARGET_MB,
  LOGO_MAX_BYTES,
} from '@/lib/constants/store-builder';
import { STORE_MESSAGES } from '@/lib/schemas/store';

export type Prepared = { file: Blob; name: string } | { error: string };

const isImage = (file: File) => file.type.startsWith('image/');
const isSvg = (file: File) => file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);

/**
 * A logo ready to upload (spec §5): an image; an SVG as it is, up to 2 MB; any other image
 * compressed in the browser to about 1 MB and 1920 px, refused if still over 2 MB.
 */
export async function prepareLogo(file: File): Promise<Prepared> {
  if (!isImage(file)) return { error: STORE_MESSAGES.notAnImage };
  if (isSvg(file))
    return file.size > LOGO_MAX_BYTES ? { error: STORE_MESSAGES.logoTooLarge } : { file, name: file.name };
  let compressed: Blob;
  try {
    // On the page, not in a worker: the library's worker is a blob: script that loads its code from
    // a CDN, which the store's Content-Security-Policy rightly refuses. A logo is small work.
    compressed = await imageCompression(file, {
      maxSizeMB: LOGO_COMPRESS_TARGET_MB,
      maxWidthOrHeight: LOGO_COMPRESS_MAX_PX,
      useWebWorker: false,
    });
  } catch {
    return { error: STORE_MESSAGES.processingFailed };
  }
  if (compressed.size > LOGO_MAX_BYTES) return { error: STORE_MESSAGES.logoStillTooLarge };
  return { file: compressed, name: file.name };
}

/** A hero image ready to upload (spec §5): an image is required, at most 5 MB. */
export function prepareHero(file: File | undefined): Prepared {
  if (!file) return { error: STORE_MESSAGES.imageRequired };
  if (!isImage(file)) return { error: STORE_MESSAGES.notAnImage };
  if (file.size > HERO_MAX_BYTES) return { error: STORE_MESSAGES.heroTooLarge };
  return { file, name: file.name };
}
