/**
 * Notion schedules: every connected store's products are pulled on NOTION_SYNC_CRON (every 15
 * minutes by default, UTC), and the outbox is sent every minute; each firing runs on one instance
 * (jobs/runner.ts). A store's own lock leaves a store the owner is pulling by hand to that pull.
 */
import type { FastifyInstance } from 'fastify';
import { NOTION_OUTBOX_RUN_LOCK, NOTION_SYNC_LOCK, productSyncLock } from '../repositories/locks';
import { listConnectedTenantIds } from '../repositories/notion-connections';
import { syncProducts } from '../services/notion/product-sync';
import { drainNotionOutbox } from '../services/notion/outbox';
import type { Job } from './runner';

const OUTBOX_CRON = '* * * * *';

/** One scheduled pull of every connected store's products database. */
export async function pullAllNotionProducts(app: FastifyInstance) {
  const detail = { stores: 0, pulled: 0, busy: 0, failed: [] as string[] };
  for (const tenantId of await listConnectedTenantIds(app.db)) {
    detail.stores += 1;
    try {
      const ran = await app.database.withLock(productSyncLock(tenantId), async () => {
        const result = await syncProducts(app, tenantId);
        if (!result) return;
        detail.pulled += 1;
        app.log.info(
          {
            tenant: tenantId,
            ...result,
            skipped: result.skipped.length,
            imageErrors: result.imageErrors.length,
          },
          'Notion products pulled',
        );
      });
      if (!ran) detail.busy += 1;
    } catch (error) {
      // One store's failure is logged and the others are still pulled.
      detail.failed.push(tenantId);
      app.log.error({ err: error, tenant: tenantId }, 'Notion products could not be pulled');
    }
  }
  return detail;
}

/** The Notion jobs, when Notion is set up. */
export function notionJobs(app: FastifyInstance): Job[] {
  if (!app.notion) return [];
  return [
    {
      name: 'notion-sync',
      pattern: app.config.NOTION_SYNC_CRON,
      timezone: 'UTC',
      lock: NOTION_SYNC_LOCK,
      catchUp: false,
      async run(app) {
        const detail = await pullAllNotionProducts(app);
        return { detail, failed: detail.failed.length > 0 };
      },
      idle: (detail) => detail.stores === 0,
    },
    {
      name: 'notion-outbox',
      pattern: OUTBOX_CRON,
      timezone: 'UTC',
      lock: NOTION_OUTBOX_RUN_LOCK,
      catchUp: false,
      run: async (app) => ({ detail: await drainNotionOutbox(app) }),
      idle: (detail) => !detail.sent && !detail.failed && !detail.retrying,
    },
  ];
}
