import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { listProducts } from '@/lib/api/products';
import { getStoreOrigin } from '@/lib/api/store-origin';
import { resolveTenant } from '@/lib/api/tenant-hosts';
import { requestHostname } from '@/lib/tenant-id';

const PAGES = ['/', '/shop', '/gallery', '/events', '/about'];

/**
 * The public pages and every product of the store that serves this host, as absolute URLs on the
 * store's primary domain, whichever of its hosts was asked.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const tenant = await resolveTenant(requestHostname(await headers()));
  const [origin, { products }] = await Promise.all([getStoreOrigin(tenant), listProducts(tenant)]);
  return [
    ...PAGES.map((path) => ({
      url: `${origin}${path}`,
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.8,
    })),
    ...products
      .filter((product) => !product.archived)
      .map((product) => ({
        url: `${origin}/product/${product.id}`,
        changeFrequency: 'daily' as const,
        priority: 0.6,
      })),
  ];
}
