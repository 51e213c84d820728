import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { apiIsBack } from '@/lib/api/client';
import { forgetRedirectsFor } from '@/lib/api/redirects';
import { TAGS } from '@/lib/api/tags';
import { env } from '@/lib/env';

const bodySchema = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(200) });

// Hashing first gives equal lengths, so the comparison takes the same time for any guess.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Called by the api after a change, with the cache tags to drop. Each expires at once (not
 * stale-while-revalidate): the owner's save shows on the very next request for a page that read it.
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
      { error: 'tags must be a list of strings', code: 'VALIDATION_ERROR', field: 'tags' },
      { status: 400 },
    );
  }
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  forgetRedirectsFor(parsed.data.tags);
  // The api announces its start with the fallback tag: its breaker need not wait to try it again.
  if (parsed.data.tags.includes(TAGS.fallback())) apiIsBack();
  return Response.json({ revalidated: parsed.data.tags, now: Date.now() });
}
