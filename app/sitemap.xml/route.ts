import { headers } from 'next/headers';
import { sitemapResponse } from '@/lib/api/sitemap';
import { resolveTenant } from '@/lib/api/tenant-hosts';
import { requestHostname } from '@/lib/tenant-id';

/** The sitemap of the store that serves this host: one URL set, or the index of its parts. */
export async function GET(): Promise<Response> {
  return sitemapResponse(await resolveTenant(requestHostname(await headers())));
}
