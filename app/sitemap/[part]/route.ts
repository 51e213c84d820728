import { headers } from 'next/headers';
import { sitemapPartResponse } from '@/lib/api/sitemap';
import { resolveTenant } from '@/lib/api/tenant-hosts';
import { requestHostname } from '@/lib/tenant-id';

type Context = { params: Promise<{ part: string }> };

/** One part of a large store's sitemap: `/sitemap/{n}.xml`. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const match = /^(\d{1,6})\.xml$/.exec((await params).part);
  if (!match) return new Response('Not found', { status: 404 });
  return sitemapPartResponse(await resolveTenant(requestHostname(await headers())), Number(match[1]));
}
