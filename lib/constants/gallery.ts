/**
 * The gallery: pages of 8 images, indices 1 to 34, index 22 skipped.
 */
export const GALLERY_PAGE_SIZE = 8;
export const GALLERY_FIRST_INDEX = 1;
export const GALLERY_LAST_INDEX = 34;
export const GALLERY_SKIPPED_INDICES: readonly number[] = [22];
export const GALLERY_OBSERVER_MARGIN_PX = 50;
export const GALLERY_OBSERVER_DELAY_MS = 100;
