import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { forgetHosts } from '@/lib/api/tenant-hosts';
import { env } from '@/lib/env';

const bodySchema = z.object({ hosts: z.array(z.string().min(1).max(253)).min(1).max(100) });

// Hashing first gives equal lengths, so the comparison takes the same time for any guess.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Called by the api after a store's domains changed, with the host names concerned: the web
 * forgets which store it last resolved for each, so the next request on one finds its store anew.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env.REVALIDATE_SECRET)
    return Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  if (!sameSecret(request.headers.get('x-revalidate-secret') ?? '', env.REVALIDATE_SECRET)) {
    return Response.json({ error: 'Invalid revalidation secret', code: 'UNAUTHORIZED' }, { status: 401 });
  }
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return Response.json(
      { error: 'hosts must be a list of host names', code: 'VALIDATION_ERROR', field: 'hosts' },
      { status: 400 },
    );
  }
  forgetHosts(parsed.data.hosts);
  return Response.json({ forgotten: parsed.data.hosts });
}
