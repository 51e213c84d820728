import 'server-only';
import type { CatalogListKind } from '@/lib/catalog/backup-page';
import { productPageQuerySchema } from '@/lib/schemas/product';
import { requestHostname } from '@/lib/tenant-id';
import { readBackupPage } from './backups';
import { resolveTenant } from './tenant-hosts';

/** Which catalog list a browser call reads (`/api/products`, `/featured`, `/regular`), if any. */
export function catalogListOf(method: string, segments: string[]): CatalogListKind | null {
  if (method !== 'GET' || segments[0] !== 'products') return null;
  if (segments.length === 1) return 'all';
  const [, list] = segments;
  return segments.length === 2 && (list === 'featured' || list === 'regular') ? list : null;
}

/**
 * The api's answer to a catalog list call, or, when it could not answer (5xx, down), the same
 * page of the store's newest backup with the same cursors, so the shop keeps paging. The api's
 * own answer, when there is no backup either.
 */
export async function withBackupPages(
  request: Request,
  kind: CatalogListKind,
  response: Response,
): Promise<Response> {
  if (response.status < 500) return response;
  const query = productPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    // Refused as the api refuses it, so a bad cursor is a 400 whether or not the api is up.
    const [issue] = query.error.issues;
    await response.body?.cancel();
    return Response.json(
      { error: issue.message, code: 'VALIDATION_ERROR', field: String(issue.path[0]) },
      { status: 400 },
    );
  }
  // The backup keeps shop order only: a filtered or sorted list is not answered from it.
  const { category, metal, sort, min, max } = query.data;
  if (category || metal || sort || min !== undefined || max !== undefined) return response;
  let tenant: string;
  try {
    tenant = await resolveTenant(requestHostname(request.headers));
  } catch {
    return response;
  }
  const page = await readBackupPage(tenant, kind, query.data.limit, query.data.cursor ?? null);
  if (!page) return response;
  await response.body?.cancel();
  return Response.json(page, { headers: { 'cache-control': 'no-store' } });
}
