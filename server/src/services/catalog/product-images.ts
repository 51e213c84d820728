/**
 * A product's images: upload (sized like the catalog's, see renditions.ts), reorder and remove.
 * Each image's renditions live under its own id; the main one (position 0) is also served under the
 * product id, the address orders and the catalog use for a product's picture, so whenever the main
 * image changes its renditions are copied there.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_PIXELS,
  PRODUCT_IMAGES_MAX,
} from '@/lib/constants/catalog';
import { ADMIN_MESSAGES, IMAGE_FETCH_MESSAGES } from '@/lib/messages';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import type { Storage } from '@server/adapters/storage';
import { ApiError } from '@server/errors';
import {
  deleteImageRow,
  findImageRows,
  findProductRow,
  insertImageRow,
  lockProductRow,
  setImageAlt,
  setImagePositions,
  setNotionImageKeys,
  type ProductImageRow,
} from '@server/repositories/products';
import type { Tx } from '@server/repositories/stores';
import type { Tenant } from '@server/types';
import { adminProductWithImages, announceProductChange, productNotFound } from './admin-products';
import {
  IMAGE_WIDTHS,
  imageStorageKey,
  renderImageRenditions,
  storeImageRenditions,
  writeImageRenditions,
  type ImageRendition,
} from './renditions';
import { sniffImageType } from '../stores/media';
import { fetchImageBytes, ImageFetchError } from './image-fetch';

const badImage = () =>
  new ApiError({ status: 400, code: 'NOT_AN_IMAGE', message: ADMIN_MESSAGES.notAnImage, field: 'file' });

async function copyRenditions(storage: Storage, fromKey: string, toKey: string): Promise<void> {
  for (const width of IMAGE_WIDTHS) {
    const bytes = await storage.get(imageStorageKey(`${fromKey}_${width}.webp`));
    if (bytes) await storage.put(imageStorageKey(`${toKey}_${width}.webp`), bytes);
  }
}

/** A seeded main image may exist only under the product id: give it its own copy before it moves. */
async function ensureOwnRenditions(
  storage: Storage,
  productId: string,
  image: ProductImageRow,
): Promise<void> {
  if (await storage.stat(imageStorageKey(`${image.id}_${IMAGE_WIDTHS[0]}.webp`))) return;
  await copyRenditions(storage, productId, image.id);
}

/** Checks that the bytes are a PNG, JPEG or WebP image sharp can read, of a sane size (400 NOT_AN_IMAGE or IMAGE_TOO_LARGE). */
export async function decodeCheck(bytes: Buffer): Promise<void> {
  const type = sniffImageType(bytes);
  if (!type || type === 'image/svg+xml') throw badImage();
  try {
    const meta = await sharp(bytes, { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw badImage();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (/pixel limit/i.test((error as Error).message))
      throw new ApiError({
        status: 400,
        code: 'IMAGE_TOO_LARGE',
        message: ADMIN_MESSAGES.imageTooManyPixels,
        field: 'file',
      });
    throw badImage();
  }
}

/**
 * The bytes at an image's address (a Notion row's, an imported file's), through the SSRF-safe
 * fetcher and checked to be an image sharp reads; or an ImageFetchError saying why not, for the owner.
 */
export async function fetchProductImage(app: FastifyInstance, url: string): Promise<Buffer> {
  const bytes = await fetchImageBytes(url, {
    allowPrivate: app.config.IMAGE_FETCH_ALLOW_PRIVATE,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  });
  try {
    await decodeCheck(bytes);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'IMAGE_TOO_LARGE')
      throw new ImageFetchError(IMAGE_FETCH_MESSAGES.tooManyPixels);
    throw new ImageFetchError(IMAGE_FETCH_MESSAGES.notAnImage);
  }
  return bytes;
}

const tooManyImages = () =>
  new ApiError({
    status: 409,
    code: 'TOO_MANY_IMAGES',
    message: ADMIN_MESSAGES.tooManyImages(PRODUCT_IMAGES_MAX),
    field: 'file',
  });

/** The renditions of an upload, or a 400 naming the file when its bytes are not an image sharp can read. */
async function renderUpload(bytes: Buffer, fileName: string | undefined): Promise<ImageRendition[]> {
  const name = fileName?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120);
  const unreadable = () =>
    new ApiError({
      status: 400,
      code: 'NOT_AN_IMAGE',
      message: name ? ADMIN_MESSAGES.unreadableImage(name) : ADMIN_MESSAGES.notAnImage,
      field: 'file',
    });
  try {
    await decodeCheck(bytes);
    return await renderImageRenditions(bytes);
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'NOT_AN_IMAGE') throw error;
    throw unreadable();
  }
}

/**
 * Stores an upload as the product's last image (its main one if it has none). The product (of this
 * store, with room for one more image) and the bytes are checked before any file is written, and
 * files the change does not keep are removed.
 */
export async function addProductImage(
  app: FastifyInstance,
  tenant: Tenant,
  productId: string,
  bytes: Buffer,
  fileName?: string,
): Promise<AdminProduct> {
  if (bytes.length === 0)
    throw new ApiError({
      status: 400,
      code: 'FILE_REQUIRED',
      message: ADMIN_MESSAGES.imageRequired,
      field: 'file',
    });
  if (!(await findProductRow(app.db, tenant.id, productId))) throw productNotFound();
  if ((await findImageRows(app.db, tenant.id, [productId])).length >= PRODUCT_IMAGES_MAX)
    throw tooManyImages();
  const renditions = await renderUpload(bytes, fileName);
  const imageId = randomUUID();
  const removeFiles = async () => {
    for (const width of IMAGE_WIDTHS) await app.storage.remove(imageStorageKey(`${imageId}_${width}.webp`));
  };
  // Renditions first: a row never points at files that are not there yet.
  await writeImageRenditions(app.storage, imageId, renditions);
  const result = await app.db
    .transaction(async (tx) => {
      const product = await lockProductRow(tx, tenant.id, productId);
      if (!product) return null;
      const images = await findImageRows(tx, tenant.id, [productId]);
      if (images.length >= PRODUCT_IMAGES_MAX) throw tooManyImages();
      const position = images.length ? Math.max(...images.map((image) => image.position)) + 1 : 0;
      const row = await insertImageRow(tx, {
        id: imageId,
        tenantId: tenant.id,
        productId,
        position,
        storageKey: imageStorageKey(imageId),
        altText: product.name,
      });
      if (position === 0) await copyRenditions(app.storage, imageId, productId);
      return { product, images: [...images, row] };
    })
    .catch(async (error) => {
      // The product went or filled up meanwhile: nothing names the new files.
      await removeFiles();
      throw error;
    });
  if (!result) {
    await removeFiles();
    throw productNotFound();
  }
  announceProductChange(app, tenant.id, productId);
  return adminProductWithImages(app, tenant, result.product, result.images);
}

/**
 * Puts the images brought from the product's Notion row (bytes already through `decodeCheck`) in
 * place of the ones brought from it before, in Notion's order, so Notion's first is the main
 * image. Images the owner uploaded in Sitka stay, after Notion's and in their own order: Notion
 * replaces only what came from Notion, and the owner's upload is removed only by the owner.
 * Records `keys` as the product's Notion image sources. False when the product is gone.
 */
export async function replaceNotionImages(
  app: FastifyInstance,
  tenantId: string,
  productId: string,
  images: { sourceKey: string; bytes: Buffer }[],
  keys: string[],
): Promise<boolean> {
  const fresh = images.map((image) => ({ id: randomUUID(), sourceKey: image.sourceKey }));
  const removeFiles = async (ids: string[]) => {
    for (const id of ids)
      for (const width of IMAGE_WIDTHS) await app.storage.remove(imageStorageKey(`${id}_${width}.webp`));
  };
  // Renditions first: a row never points at files that are not there yet.
  for (const [index, image] of fresh.entries())
    await storeImageRenditions(app.storage, image.id, images[index].bytes);
  const replaced = await app.db
    .transaction(async (tx) => {
      const product = await lockProductRow(tx, tenantId, productId);
      if (!product) return null;
      const current = await findImageRows(tx, tenantId, [productId]);
      const old = current.filter((image) => image.notionSourceKey !== null);
      const kept = current.filter((image) => image.notionSourceKey === null);
      for (const image of old) await deleteImageRow(tx, tenantId, image.id);
      // New rows go past every current position, then all are renumbered in the final order.
      let position = current.length ? Math.max(...current.map((image) => image.position)) + 1 : 0;
      for (const image of fresh) {
        await insertImageRow(tx, {
          id: image.id,
          tenantId,
          productId,
          position,
          storageKey: imageStorageKey(image.id),
          altText: product.name,
          notionSourceKey: image.sourceKey,
        });
        position += 1;
      }
      const order = [...fresh.map((image) => image.id), ...kept.map((image) => image.id)];
      const oldMain = current.find((image) => image.position === 0);
      if (order.length && oldMain?.id !== order[0]) {
        if (oldMain && oldMain.notionSourceKey === null)
          await ensureOwnRenditions(app.storage, productId, oldMain);
        await copyRenditions(app.storage, order[0], productId);
      }
      await setImagePositions(tx, tenantId, productId, order);
      await setNotionImageKeys(tx, tenantId, productId, keys);
      return old;
    })
    .catch(async (error) => {
      // Nothing names the new files: they go with the transaction.
      await removeFiles(fresh.map((image) => image.id));
      throw error;
    });
  if (!replaced) {
    await removeFiles(fresh.map((image) => image.id));
    return false;
  }
  // The replaced images' own renditions are no longer named anywhere.
  await removeFiles(replaced.map((image) => image.id));
  return true;
}

/** Puts the images in the order given; the list must name every image of the product once. */
export async function orderProductImages(
  app: FastifyInstance,
  tenant: Tenant,
  productId: string,
  imageIds: string[],
): Promise<AdminProduct> {
  const result = await app.db.transaction(async (tx) => {
    const product = await lockProductRow(tx, tenant.id, productId);
    if (!product) return null;
    const images = await findImageRows(tx, tenant.id, [productId]);
    const known = new Set(images.map((image) => image.id));
    if (
      new Set(imageIds).size !== imageIds.length ||
      imageIds.length !== images.length ||
      imageIds.some((id) => !known.has(id))
    ) {
      throw new ApiError({ status: 400, code: 'IMAGE_ORDER_MISMATCH', field: 'imageIds' });
    }
    const oldMain = images.find((image) => image.position === 0);
    if (oldMain && oldMain.id !== imageIds[0]) {
      await ensureOwnRenditions(app.storage, productId, oldMain);
      await copyRenditions(app.storage, imageIds[0], productId);
    }
    await setImagePositions(tx, tenant.id, productId, imageIds);
    return { product, images: await findImageRows(tx, tenant.id, [productId]) };
  });
  if (!result) throw productNotFound();
  announceProductChange(app, tenant.id, productId);
  return adminProductWithImages(app, tenant, result.product, result.images);
}

/** Removes one image; the next one becomes the main image when the main one goes. */
export async function removeProductImage(
  app: FastifyInstance,
  tenant: Tenant,
  productId: string,
  imageId: string,
): Promise<AdminProduct> {
  const result = await app.db.transaction(async (tx) => {
    const product = await lockProductRow(tx, tenant.id, productId);
    if (!product) return null;
    const images = await findImageRows(tx, tenant.id, [productId]);
    const image = images.find((candidate) => candidate.id === imageId);
    if (!image)
      throw new ApiError({ status: 404, code: 'IMAGE_NOT_FOUND', message: ADMIN_MESSAGES.imageNotFound });
    const rest = images.filter((candidate) => candidate.id !== imageId);
    if (image.position === 0 && rest.length) {
      await ensureOwnRenditions(app.storage, productId, rest[0]);
      await copyRenditions(app.storage, rest[0].id, productId);
    }
    await deleteImageRow(tx, tenant.id, imageId);
    await setImagePositions(
      tx,
      tenant.id,
      productId,
      rest.map((candidate) => candidate.id),
    );
    return { product, images: await findImageRows(tx, tenant.id, [productId]) };
  });
  if (!result) throw productNotFound();
  announceProductChange(app, tenant.id, productId);
  return adminProductWithImages(app, tenant, result.product, result.images);
}

/** Sets what one image shows, in words (its alt text on the storefront). 404 when the image is not the product's. */
export async function setProductImageAlt(
  app: FastifyInstance,
  tenant: Tenant,
  productId: string,
  imageId: string,
  alt: string,
): Promise<AdminProduct> {
  const product = await findProductRow(app.db, tenant.id, productId);
  if (!product) throw productNotFound();
  if (!(await setImageAlt(app.db, tenant.id, productId, imageId, alt)))
    throw new ApiError({ status: 404, code: 'IMAGE_NOT_FOUND', message: ADMIN_MESSAGES.imageNotFound });
  announceProductChange(app, tenant.id, productId);
  return adminProductWithImages(app, tenant, product, await findImageRows(app.db, tenant.id, [productId]));
}

/** An image a catalog import fetched: its bytes (through `decodeCheck`), its address and where it goes. */
export type ImportedImage = {
  bytes: Buffer;
  sourceUrl: string;
  altText: string;
  /** The order of the product's images fetched by the same import, by address (the file's order). */
  order: Map<string, number>;
  /** The sizes (by SKU or name) this image is the photo of. */
  variantKeys: string[];
  link: (tx: Tx, imageId: string) => Promise<void>;
};

/**
 * Adds a fetched image to the product: after the images it had, among the import's others in the
 * file's order (whatever order they were fetched or retried in). An address the product already
 * has an image from is not added again. 'gone' when the product is, 'kept' when it was there.
 */
export async function addImportedImage(
  app: FastifyInstance,
  tenantId: string,
  productId: string,
  image: ImportedImage,
): Promise<'added' | 'kept' | 'gone' | 'full'> {
  const imageId = randomUUID();
  const removeFiles = async () => {
    for (const width of IMAGE_WIDTHS) await app.storage.remove(imageStorageKey(`${imageId}_${width}.webp`));
  };
  await storeImageRenditions(app.storage, imageId, image.bytes);
  const outcome = await app.db
    .transaction(async (tx) => {
      const product = await lockProductRow(tx, tenantId, productId);
      if (!product) return 'gone' as const;
      const images = await findImageRows(tx, tenantId, [productId]);
      const same = images.find((row) => row.sourceUrl === image.sourceUrl);
      if (same) {
        await image.link(tx, same.id);
        return 'kept' as const;
      }
      if (images.length >= PRODUCT_IMAGES_MAX) return 'full' as const;
      const row = await insertImageRow(tx, {
        id: imageId,
        tenantId,
        productId,
        position: images.length ? Math.max(...images.map((one) => one.position)) + 1 : 0,
        storageKey: imageStorageKey(imageId),
        altText: image.altText || product.name,
        sourceUrl: image.sourceUrl,
      });
      const rank = (one: ProductImageRow) => image.order.get(one.sourceUrl ?? '') ?? -1;
      const order = [...images, row].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
      const oldMain = images.find((one) => one.position === 0);
      if (order[0].id !== oldMain?.id) {
        if (oldMain) await ensureOwnRenditions(app.storage, productId, oldMain);
        await copyRenditions(app.storage, order[0].id, productId);
      }
      await setImagePositions(
        tx,
        tenantId,
        productId,
        order.map((one) => one.id),
      );
      await image.link(tx, imageId);
      return 'added' as const;
    })
    .catch(async (error) => {
      await removeFiles();
      throw error;
    });
  if (outcome !== 'added') await removeFiles();
  else announceProductChange(app, tenantId, productId);
  return outcome;
}
