import fp from 'fastify-plugin';
import { createNotionAdapter, type NotionAdapter } from '../services/notion/client';
import { createOutboxKicker } from '../services/notion/outbox';

/**
 * Notion, the store's workspace: the adapter when the platform has an integration
 * (NOTION_CLIENT_ID), else null; and the outbox's sender, which the app waits for on close.
 */
export default fp(
  async (app) => {
    app.decorate('notion', app.config.NOTION_CLIENT_ID ? createNotionAdapter(app.config) : null);
    const outbox = createOutboxKicker(app);
    app.decorate('notionOutbox', outbox);
    app.addHook('onClose', async () => outbox.settled());
  },
  { name: 'notion', dependencies: ['db', 'adapters'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    notion: NotionAdapter | null;
    notionOutbox: ReturnType<typeof createOutboxKicker>;
  }
}
