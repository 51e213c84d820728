import type { NextRequest } from 'next/server';
import { catalogListOf, withBackupPages } from '@/lib/api/catalog-bff';
import { forwardWithSession, handleAccount } from '@/lib/auth/bff';
import { handleOperator } from '@/lib/operator/bff';

type Context = { params: Promise<{ path: string[] }> };

export const dynamic = 'force-dynamic';

/**
 * The BFF: every /api/* call the browser makes goes on to the api server with the session's token.
 * The api's own /api/auth/* is not reachable from here (that path is next-auth's); the few account
 * calls a browser needs are offered under /api/account/* instead, and the platform operator's page
 * has its own under /api/operator/*. The catalog's lists fall back to
 * pages of the backup when the api cannot answer.
 */
async function handle(request: NextRequest, { params }: Context): Promise<Response> {
  const { path } = await params;
  if (path[0] === 'auth') return Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  if (path[0] === 'account') return handleAccount(request, path.slice(1));
  if (path[0] === 'operator') return handleOperator(request, path.slice(1));
  const list = catalogListOf(request.method, path);
  if (list) return withBackupPages(request, list, await forwardWithSession(request, path));
  return forwardWithSession(request, path);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
