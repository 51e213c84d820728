import { GALLERY_FIRST_INDEX, GALLERY_LAST_INDEX, GALLERY_SKIPPED_INDICES } from './constants/gallery';

/** The gallery's image numbers in display order: 1 to 34, without the skipped ones. */
export function galleryIndices(): number[] {
  const indices: number[] = [];
  for (let n = GALLERY_FIRST_INDEX; n <= GALLERY_LAST_INDEX; n += 1) {
    if (!GALLERY_SKIPPED_INDICES.includes(n)) indices.push(n);
  }
  return indices;
}

/** The static file of a gallery image at a width (400 or 800). */
export function galleryImageUrl(index: number | string, width: 400 | 800 | 1200): string {
  return `/gallery/${index}_${width}.webp`;
}
