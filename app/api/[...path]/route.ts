import { forwardToApi } from '@/lib/api/forward';

type Context = { params: Promise<{ path: string[] }> };

export const dynamic = 'force-dynamic';

/** The BFF: every /api/* call the browser makes goes on to the api server. */
async function handle(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params;
  return forwardToApi(request, path);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
