import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { API_KEY_HEADER } from '../../../lib/constants';
import { apiKeys } from '../db/schema';
import { ApiError } from '../errors';
import { ApiKeyUsageRecorder, hashApiKey } from '../services/api-keys';

const TTL_MS = 30_000;
const FLUSH_MS = 5_000;

/**
 * `X-API-Key` is optional; when sent it must be the platform key (PLATFORM_API_KEY, valid for every
 * store: the web serves many) or an active key of the request's tenant, whose each use is counted
 * per day. Lookups are cached briefly; a revoked key stops working within 30 s.
 */
export default fp(async (app) => {
  const recorder = new ApiKeyUsageRecorder(app.db);
  // Only the hash is kept, and compared in constant time.
  const platformHash = app.config.PLATFORM_API_KEY ? Buffer.from(hashApiKey(app.config.PLATFORM_API_KEY), 'hex') : null;
  const isPlatformKey = (hash: string) => platformHash !== null && timingSafeEqual(Buffer.from(hash, 'hex'), platformHash);
  const cache = new Map<string, { key: { id: string; tenantId: string; isActive: boolean } | null; expires: number }>();

  async function findKey(hash: string) {
    const hit = cache.get(hash);
    if (hit && hit.expires > Date.now()) return hit.key;
    const [row] = await app.db
      .select({ id: apiKeys.id, tenantId: apiKeys.tenantId, isActive: apiKeys.isActive })
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hash))
      .limit(1);
    cache.set(hash, { key: row ?? null, expires: Date.now() + TTL_MS });
    return row ?? null;
  }

  app.decorate('apiKeyUsage', recorder);
  app.decorate('forgetApiKey', (hash: string) => cache.delete(hash));

  app.addHook('preHandler', async (request) => {
    const raw = request.headers[API_KEY_HEADER];
    const presented = Array.isArray(raw) ? raw[0] : raw;
    if (!presented || !request.tenant) return;
    const hash = hashApiKey(presented);
    if (isPlatformKey(hash)) return;
    const key = await findKey(hash);
    if (!key || !key.isActive || key.tenantId !== request.tenant.id) {
      throw new ApiError(401, 'INVALID_API_KEY', 'The API key is not valid for this store', 'x-api-key');
    }
    recorder.record(key.tenantId, key.id);
  });

  const timer = setInterval(() => recorder.flush().catch((error) => app.log.error({ err: error }, 'api key usage flush failed')), FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await recorder.flush();
  });
}, { name: 'api-key', dependencies: ['db', 'tenant'] });

declare module 'fastify' {
  interface FastifyInstance {
    apiKeyUsage: ApiKeyUsageRecorder;
    forgetApiKey(hash: string): void;
  }
}
