import type { NextRequest } from 'next/server';
import { forwardWithSession, handleAccount } from '@/lib/auth/bff';

type Context = { params: Promise<{ path: string[] }> };

export const dynamic = 'force-dynamic';

/**
 * The BFF: every /api/* call the browser makes goes on to the api server with the session's token.
 * The api's own /api/auth/* is not reachable from here (that path is next-auth's); the few account
 * calls a browser needs are offered under /api/account/* instead.
 */
async function handle(request: NextRequest, { params }: Context): Promise<Response> {
  const { path } = await params;
  if (path[0] === 'auth') return Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  if (path[0] === 'account') return handleAccount(request, path.slice(1));
  return forwardWithSession(request, path);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
