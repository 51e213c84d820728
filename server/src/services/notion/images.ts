/**
 * A Notion product's images: its ProductImage property, a `files` property (external links, or
 * files kept by Notion whose signed URLs change on every read and expire within the hour) or a
 * `url` property. Each image has a stable source key (the external URL, or a Notion file's URL
 * without its query); a product whose keys are what it last brought is not fetched again.
 *
 * A product's images are brought whole or not at all: if one of them cannot be fetched or is not
 * an image, the product keeps the images it had, the failure is reported, and the next pull tries
 * again (its recorded keys did not change). Archived products are left until they come back.
 */
import type { FilesPropertyItemObjectResponse } from '@notionhq/client';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_IMAGES_MAX } from '@/lib/constants/catalog';
import { IMAGE_FETCH_MESSAGES } from '@/lib/messages';
import type { ProductSyncResult } from '@/lib/schemas/notion';
import { ImageFetchError } from '../catalog/image-fetch';
import { fetchProductImage, replaceNotionImages } from '../catalog/product-images';

export type NotionImageSource = { key: string; url: string };
/** A product whose Notion images differ from those it last brought. */
export type NotionImageWork = {
  productId: string;
  pageId: string;
  name: string;
  sources: NotionImageSource[];
};
type ImageError = ProductSyncResult['imageErrors'][number];
type NotionFile = FilesPropertyItemObjectResponse['files'][number];

/** Products fetched at once: image decoding is CPU work on a small machine. */
const CONCURRENCY = 3;

/**
 * An address without its query: a Notion-hosted file's key (its signature changes on every read;
 * the path does not), and how any image address is reported or logged (a query may hold a token).
 */
export function notionFileKey(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

function fromFile(file: NotionFile): NotionImageSource | null {
  if (file?.type === 'external' && typeof file.external?.url === 'string')
    return { key: file.external.url, url: file.external.url };
  if (file?.type === 'file' && typeof file.file?.url === 'string')
    return { key: notionFileKey(file.file.url), url: file.file.url };
  return null;
}

/** The images a ProductImage property names, in Notion's order (at most a product's image limit). */
export function readNotionImages(property: unknown): NotionImageSource[] {
  if (!property || typeof property !== 'object') return [];
  const value = property as { type?: unknown; files?: unknown; url?: unknown };
  let sources: NotionImageSource[] = [];
  if (value.type === 'files' && Array.isArray(value.files)) {
    sources = (value.files as NotionFile[])
      .map(fromFile)
      .filter((source): source is NotionImageSource => source !== null);
  } else if (value.type === 'url' && typeof value.url === 'string' && value.url.trim()) {
    sources = [{ key: value.url.trim(), url: value.url.trim() }];
  }
  return sources.slice(0, PRODUCT_IMAGES_MAX);
}

export const imageKeysOf = (sources: NotionImageSource[]) => sources.map((source) => source.key);

/** One product: every image fetched and checked, then all stored at once; the failures otherwise. */
async function bringOne(
  app: FastifyInstance,
  tenantId: string,
  work: NotionImageWork,
): Promise<{ replaced: boolean; errors: ImageError[] }> {
  const errors: ImageError[] = [];
  const images: { sourceKey: string; bytes: Buffer }[] = [];
  for (const source of work.sources) {
    try {
      images.push({ sourceKey: source.key, bytes: await fetchProductImage(app, source.url) });
    } catch (error) {
      const reason = error instanceof ImageFetchError ? error.message : IMAGE_FETCH_MESSAGES.unreachable;
      errors.push({ pageId: work.pageId, name: work.name, image: notionFileKey(source.key), reason });
    }
  }
  if (errors.length) return { replaced: false, errors };
  try {
    return {
      replaced: await replaceNotionImages(app, tenantId, work.productId, images, imageKeysOf(work.sources)),
      errors,
    };
  } catch (error) {
    app.log.error(
      { err: error, tenant: tenantId, product: work.productId },
      'Notion product images could not be stored',
    );
    return {
      replaced: false,
      errors: work.sources.map((source) => ({
        pageId: work.pageId,
        name: work.name,
        image: notionFileKey(source.key),
        reason: IMAGE_FETCH_MESSAGES.notStored,
      })),
    };
  }
}

/** Brings the images of each product, a few products at a time; never throws for an image. */
export async function bringNotionImages(
  app: FastifyInstance,
  tenantId: string,
  work: NotionImageWork[],
): Promise<{ replaced: string[]; errors: ImageError[] }> {
  const replaced: string[] = [];
  const errors: ImageError[] = [];
  const queue = [...work];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const outcome = await bringOne(app, tenantId, next);
      if (outcome.replaced) replaced.push(next.productId);
      errors.push(...outcome.errors);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  // Reported in Notion's row order, whichever product finished first.
  const order = new Map(work.map((item, index) => [item.pageId, index]));
  errors.sort((a, b) => order.get(a.pageId)! - order.get(b.pageId)!);
  return { replaced, errors };
}
