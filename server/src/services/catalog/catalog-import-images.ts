/**
 * The images a catalog import names by address, fetched after its rows: each one through the
 * SSRF-safe fetcher (public addresses only, the product image's size cap, a time limit), checked as
 * an image, rendered like an upload and added to its product in the file's order with its alt
 * text and address. One that fails is marked on its row with the reason, for the report and a
 * retry; it never fails the import.
 */
import type { FastifyInstance } from 'fastify';
import { PRODUCT_IMAGES_MAX } from '@/lib/constants/catalog';
import { CATALOG_IMPORT_MESSAGES as M } from '@/lib/messages';
import {
  importImageOrder,
  linkVariantImage,
  markImportImage,
  pendingImportImages,
  type CatalogImportImageRow,
  type NewCatalogImportImage,
} from '@server/repositories/catalog-imports';
import { findImageRows } from '@server/repositories/products';
import { ImageFetchError } from './image-fetch';
import type { PlannedProduct } from './product-csv-plan';
import { addImportedImage, fetchProductImage } from './product-images';
import { notionFileKey } from '../notion/images';

/** Images fetched from one api at a time: decoding is CPU work on a small machine. */
const IMAGES_AT_ONCE = 3;
/** Pending images read per round; the job's hold is renewed before each image. */
const IMAGE_ROUND = 12;

/** The images a batch's written products are to fetch: those each product does not have yet. */
export function importImageRows(
  tenantId: string,
  importId: string,
  products: PlannedProduct[],
): NewCatalogImportImage[] {
  return products.flatMap((product) =>
    product.action !== 'error' && product.productId
      ? product.images
          .filter((image) => !image.imageId)
          .map((image) => ({
            tenantId,
            importId,
            productId: product.productId!,
            row: image.row,
            url: image.url,
            altText: image.altText.slice(0, 500),
            position: image.position,
            variantKeys: image.variantKeys,
          }))
      : [],
  );
}

/** One image: fetched, stored on its product (or found there already), and marked done or failed. */
async function bringImage(
  app: FastifyInstance,
  image: CatalogImportImageRow,
  order: Map<string, number>,
  owner: string,
): Promise<void> {
  try {
    // A product with no room left is not fetched for: its image is failed at once.
    const held = await findImageRows(app.db, image.tenantId, [image.productId]);
    if (held.length >= PRODUCT_IMAGES_MAX && !held.some((row) => row.sourceUrl === image.url))
      throw new ImageFetchError(M.imageTooMany(PRODUCT_IMAGES_MAX));
    const bytes = await fetchProductImage(app, image.url);
    const outcome = await addImportedImage(app, image.tenantId, image.productId, {
      bytes,
      sourceUrl: image.url,
      altText: image.altText,
      order,
      variantKeys: image.variantKeys,
      link: (tx, imageId) =>
        linkVariantImage(tx, image.tenantId, image.productId, imageId, image.variantKeys),
    });
    if (outcome === 'full') throw new ImageFetchError(M.imageTooMany(PRODUCT_IMAGES_MAX));
    await markImportImage(app.db, image, owner, { status: 'done' });
  } catch (error) {
    const reason = error instanceof ImageFetchError ? error.message : M.imageNotStored;
    if (!(error instanceof ImageFetchError))
      app.log.error({ err: error, image: notionFileKey(image.url) }, 'imported image could not be stored');
    await markImportImage(app.db, image, owner, { status: 'failed', error: reason });
  }
}

/**
 * Fetches the job's pending images, a few at a time, until none is left ('done') or `stillHeld`
 * (which renews the job's lease) says the job is no longer `owner`'s to run ('stopped'). The lease
 * is renewed before each image, and an image is marked only while `owner` holds the job.
 */
export async function fetchImportImages(
  app: FastifyInstance,
  importId: string,
  owner: string,
  stillHeld: () => Promise<boolean>,
): Promise<'done' | 'stopped'> {
  let lost = false;
  const held = async () => {
    if (!lost) lost = !(await stillHeld());
    return !lost;
  };
  for (;;) {
    if (!(await held())) return 'stopped';
    const round = await pendingImportImages(app.db, importId, IMAGE_ROUND);
    if (round.length === 0) return 'done';
    const byProduct = new Map<string, CatalogImportImageRow[]>();
    for (const image of round)
      byProduct.set(image.productId, [...(byProduct.get(image.productId) ?? []), image]);
    const products = [...byProduct.values()];
    // A product's images one after another (their order), a few products side by side.
    const lanes = Array.from({ length: IMAGES_AT_ONCE }, async (_, lane) => {
      for (let index = lane; index < products.length; index += IMAGES_AT_ONCE) {
        const order = await importImageOrder(app.db, importId, products[index][0].productId);
        for (const image of products[index]) {
          if (!(await held())) return;
          await bringImage(app, image, order, owner);
        }
      }
    });
    await Promise.all(lanes);
  }
}
