import 'server-only';
import { PRODUCT_CACHE_SECONDS, SITEMAP_PART_URLS } from '@/lib/constants/catalog';
import { env } from '@/lib/env';
import { productSitemapResponseSchema, type ProductSitemapResponse } from '@/lib/schemas/product';
import { partUrls, sitemapIndex, sitemapPartPath, sitemapParts, urlSet } from '@/lib/sitemap';
import { apiFetch } from './client';
import { getStoreOrigin } from './store-origin';
import { TAGS } from './tags';

/**
 * Part `part` of the store's listed products, cached under its products tag, which the api expires
 * whenever a product is added, changed, archived or restored, so the sitemap follows at once.
 */
async function productPart(tenant: string, part: number, size: number): Promise<ProductSitemapResponse> {
  const response = await apiFetch(`/api/products/sitemap?part=${part}&size=${size}`, {
    tenant,
    timeoutMs: env.LIST_TIMEOUT_MS,
    revalidate: PRODUCT_CACHE_SECONDS,
    tags: [TAGS.products(tenant)],
  });
  if (!response.ok) throw new Error(`The api answered ${response.status} for the sitemap`);
  return productSitemapResponseSchema.parse(await response.json());
}

const xml = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });

/**
 * `/sitemap.xml`: the store's pages and products in one URL set while they fit one part; past
 * that, an index of its parts (`/sitemap/{n}.xml`), on the store's primary domain.
 */
export async function sitemapResponse(tenant: string, partSize = SITEMAP_PART_URLS): Promise<Response> {
  const [origin, first] = await Promise.all([getStoreOrigin(tenant), productPart(tenant, 0, partSize)]);
  const parts = sitemapParts(first.total, partSize);
  if (parts === 1) return xml(urlSet(partUrls(origin, 0, first.products)));
  return xml(sitemapIndex(Array.from({ length: parts }, (_, part) => `${origin}${sitemapPartPath(part)}`)));
}

/** `/sitemap/{n}.xml`: one part of a large store's sitemap; 404 past its last part. */
export async function sitemapPartResponse(
  tenant: string,
  part: number,
  partSize = SITEMAP_PART_URLS,
): Promise<Response> {
  const [origin, products] = await Promise.all([getStoreOrigin(tenant), productPart(tenant, part, partSize)]);
  if (part >= sitemapParts(products.total, partSize)) return new Response('Not found', { status: 404 });
  return xml(urlSet(partUrls(origin, part, products.products)));
}
