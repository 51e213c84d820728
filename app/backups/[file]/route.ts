import { readBackupFile } from '@/lib/api/backups';
import { resolveTenant } from '@/lib/api/tenant-hosts';
import { BACKUP_FILE_PATTERN } from '@/lib/backup';
import { requestHostname } from '@/lib/tenant-id';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

const notFound = () => Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });

/** A product backup of the request's store, for the shop to fall back to when the api is down. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { file } = await params;
  if (!BACKUP_FILE_PATTERN.test(file)) return notFound();
  const tenant = await resolveTenant(requestHostname(request.headers));
  const body = await readBackupFile(tenant, file);
  if (!body) return notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // Short: a newer backup may appear, and this is only read while the api is down.
      'cache-control': 'public, max-age=60',
    },
  });
}
