/**
 * Notion schedules: every connected store's products are pulled on NOTION_SYNC_CRON (every 15
 * minutes by default), and the outbox is sent every minute. With several api instances each one
 * fires; the advisory locks let one instance pull a store (or send the outbox) at a time.
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { NOTION_SYNC_LOCK, productSyncLock } from '../repositories/locks';
import { listConnectedTenantIds } from '../repositories/notion-connections';
import { syncProducts } from '../services/notion/product-sync';
import { drainNotionOutbox } from '../services/notion/outbox';

const OUTBOX_CRON = '* * * * *';

/** One scheduled pull of every connected store's products database. */
export async function runNotionProductSync(app: FastifyInstance): Promise<void> {
  if (!app.notion) return;
  await app.database.withLock(NOTION_SYNC_LOCK, async () => {
    for (const tenantId of await listConnectedTenantIds(app.db)) {
      // A store the owner is pulling by hand right now is left to that pull.
      await app.database
        .withLock(productSyncLock(tenantId), async () => {
          const result = await syncProducts(app, tenantId);
          if (result)
            app.log.info(
              {
                tenant: tenantId,
                ...result,
                skipped: result.skipped.length,
                imageErrors: result.imageErrors.length,
              },
              'Notion products pulled',
            );
        })
        .catch((error) =>
          app.log.error({ err: error, tenant: tenantId }, 'Notion products could not be pulled'),
        );
    }
  });
}

/** Starts the Notion schedules; returns a function that stops them. */
export function startNotionJobs(app: FastifyInstance): () => void {
  if (!app.notion) return () => undefined;
  const sync = new Cron(app.config.NOTION_SYNC_CRON, { protect: true }, () =>
    runNotionProductSync(app).catch((error) =>
      app.log.error({ err: error }, 'Notion product sync job failed'),
    ),
  );
  const outbox = new Cron(OUTBOX_CRON, { protect: true }, async () => {
    const result = await drainNotionOutbox(app).catch((error) =>
      app.log.error({ err: error }, 'Notion outbox job failed'),
    );
    if (result && (result.sent || result.failed)) app.log.info(result, 'Notion outbox sent');
  });
  return () => {
    sync.stop();
    outbox.stop();
  };
}
