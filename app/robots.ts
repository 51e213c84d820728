import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { getStoreOrigin } from '@/lib/api/store-origin';
import { resolveTenant } from '@/lib/api/tenant-hosts';
import { requestHostname } from '@/lib/tenant-id';

/** Crawlers may read the public pages; private and transactional ones are kept out. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await getStoreOrigin(await resolveTenant(requestHostname(await headers())));
  return {
    // Product images are served under /api/images, so that one part of the BFF stays crawlable.
    rules: {
      userAgent: '*',
      allow: ['/', '/api/images/'],
      disallow: ['/api/', '/backups/', '/cart', '/checkout', '/customer', '/admin', '/login'],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
