import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { listProducts } from '@/lib/api/products';
import { resolveTenant } from '@/lib/api/tenants';
import { requestHostname, requestOrigin } from '@/lib/tenant';

const PAGES = ['/', '/shop', '/gallery', '/events'];

/** The public pages and every product of the store that serves this host, as absolute URLs. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const requestHeaders = await headers();
  const origin = requestOrigin(requestHeaders);
  const tenant = await resolveTenant(requestHostname(requestHeaders));
  const { products } = await listProducts(tenant);
  return [
    ...PAGES.map((path) => ({ url: `${origin}${path}`, changeFrequency: 'weekly' as const, priority: path === '/' ? 1 : 0.8 })),
    ...products
      .filter((product) => !product.archived)
      .map((product) => ({ url: `${origin}/product/${product.id}`, changeFrequency: 'daily' as const, priority: 0.6 })),
  ];
}
