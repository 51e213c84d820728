import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { API_KEY_HEADER } from '@/lib/constants/api';

import { ApiError } from '../errors';
import { ApiKeyUsageRecorder, findActiveKey, hashApiKey } from '../services/auth/api-keys';

const FLUSH_MS = 5_000;

/** Who an `X-API-Key` proved the caller to be: the platform (the web, every store) or one store's key. */
export type ApiKeyCaller = { kind: 'platform' } | { kind: 'store'; id: string; tenantId: string };

/**
 * `X-API-Key` is optional; when sent it must be the platform key (PLATFORM_API_KEY, valid for every
 * store: the web serves many) or an active key of the request's tenant, whose each use is counted
 * per day. A store key is looked up on every use (one indexed read), so a revoked or rotated key is
 * refused at once by every instance.
 */
export default fp(
  async (app) => {
    const recorder = new ApiKeyUsageRecorder(app.db);
    // Only the hash is kept, and compared in constant time.
    const platformHash = app.config.PLATFORM_API_KEY
      ? Buffer.from(hashApiKey(app.config.PLATFORM_API_KEY), 'hex')
      : null;
    const isPlatformKey = (hash: string) =>
      platformHash !== null && timingSafeEqual(Buffer.from(hash, 'hex'), platformHash);

    app.decorate('apiKeyUsage', recorder);
    app.decorateRequest('apiKey', null);

    app.addHook('onRequest', async (request) => {
      const raw = request.headers[API_KEY_HEADER];
      const presented = Array.isArray(raw) ? raw[0] : raw;
      if (!presented || !request.tenant) return;
      const hash = hashApiKey(presented);
      if (isPlatformKey(hash)) {
        request.apiKey = { kind: 'platform' };
        return;
      }
      const key = await findActiveKey(app.db, hash);
      if (!key || key.tenantId !== request.tenant.id) {
        throw new ApiError({ status: 401, code: 'INVALID_API_KEY', field: API_KEY_HEADER });
      }
      request.apiKey = { kind: 'store', id: key.id, tenantId: key.tenantId };
      recorder.record(key.tenantId, key.id);
    });

    const timer = setInterval(
      () => recorder.flush().catch((error) => app.log.error({ err: error }, 'api key usage flush failed')),
      FLUSH_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await recorder.flush();
    });
  },
  { name: 'api-key', dependencies: ['db', 'tenant'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    apiKeyUsage: ApiKeyUsageRecorder;
  }
  interface FastifyRequest {
    apiKey: ApiKeyCaller | null;
  }
}
