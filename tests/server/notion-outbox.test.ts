/**
 * What a store writes to its Notion workspace after the first write: an order's later status, the
 * daily analytics roll-up (written, then brought up to date), a row that changed while it was on its
 * way, a page the owner deleted in Notion; and the owner's lists naming each row's own Notion page.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { analyticsEvents, notionOutbox, orders } from '@/server/src/db/schema';
import { RATE_LIMITS } from '@/server/src/plugins/rate-limits';
import { localDate } from '@/server/src/services/analytics/rollup';
import { drainNotionOutbox, enqueueNotionRows, orderRow } from '@/server/src/services/notion/outbox';
import { buildTestApp, type TestApp } from './support/build-app';
import { startFakeNotion } from './support/fake-notion';
import { connectNotionStore, placePaidOrder, productRecord } from './support/notion-store';
import { prepareTwoStores, type TwoStores } from './support/two-stores';

const CLIENT_ID = 'sitka-notion-client';
const CLIENT_SECRET = 'sitka-notion-secret';

let fake: Awaited<ReturnType<typeof startFakeNotion>>;
let t: TestApp;
let stores: TwoStores;
let workspace: Awaited<ReturnType<typeof connectNotionStore>>;
let A: Record<string, string>;
let B: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeNotion(CLIENT_ID, CLIENT_SECRET);
  const generous = Object.keys(RATE_LIMITS)
    .map((name) => `${name}=1000000/1`)
    .join(',');
  t = await buildTestApp({
    NOTION_CLIENT_ID: CLIENT_ID,
    NOTION_CLIENT_SECRET: CLIENT_SECRET,
    NOTION_API_URL: fake.url,
    RATE_LIMITS: generous,
    MAX_OPEN_HOLDS_PER_VISITOR: '1000000',
    MAX_OPEN_HOLDS_PER_ADDRESS: '1000000',
  });
  stores = await prepareTwoStores(t.app);
  A = { ...stores.headers('A'), ...(await stores.token('adminA')) };
  B = { ...stores.headers('B'), ...(await stores.token('adminB')) };
  workspace = await connectNotionStore(t, fake, A, 'Sitka Silver');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const pagesIn = (kind: keyof typeof workspace.databaseIds) =>
  fake.created.filter((page) => page.dataSourceId === workspace.databaseIds[kind]);
const outboxRow = async (kind: (typeof notionOutbox.$inferSelect)['kind'], sourceKey: string) =>
  (
    await t.app.db
      .select()
      .from(notionOutbox)
      .where(
        and(
          eq(notionOutbox.tenantId, stores.A.tenant),
          eq(notionOutbox.kind, kind),
          eq(notionOutbox.sourceKey, sourceKey),
        ),
      )
  )[0];
const sendAll = async () => {
  await t.app.notionOutbox.settled();
  await drainNotionOutbox(t.app, { now: new Date(Date.now() + 86_400_000) });
};
const outboxRowId = async (orderId: string) => (await outboxRow('orders', orderId)).notionPageId;
const moveOrder = (id: string, status: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, headers: A, payload: { status } });

describe('an order after it was written to Notion', () => {
  it('a status the owner moves it to updates its page; no second page is made', async () => {
    const order = await placePaidOrder(t, stores.headers('A'), 'shopper@demo.test');
    await sendAll();
    const [page] = pagesIn('orders').filter(
      (candidate) =>
        (candidate.properties.Name as { title: { text: { content: string } }[] }).title[0].text.content ===
        order.orderId,
    );
    expect(page.properties.Status).toEqual({ select: { name: 'Paid' } });
    const ordersBefore = pagesIn('orders').length;
    const notificationsBefore = pagesIn('notifications').length;

    expect((await moveOrder(order.id, 'Shipped')).statusCode).toBe(200);
    await sendAll();
    expect(fake.updated.at(-1)).toEqual({
      pageId: page.id,
      properties: expect.objectContaining({ Status: { select: { name: 'Shipped' } } }),
    });
    // The rest of the row is what was written first.
    expect(page.properties).toMatchObject({
      Status: { select: { name: 'Shipped' } },
      Name: { title: [{ text: { content: order.orderId } }] },
    });
    expect(pagesIn('orders')).toHaveLength(ordersBefore);
    expect(pagesIn('notifications')).toHaveLength(notificationsBefore);
    expect(await outboxRow('orders', order.id)).toMatchObject({ status: 'sent', notionPageId: page.id });
  });

  it.each([
    ['moved to the trash (Notion refuses to edit it)', (pageId: string) => fake.trashPage(pageId)],
    [
      'gone for good (Notion does not find it)',
      (pageId: string) =>
        void fake.created.splice(
          fake.created.findIndex((page) => page.id === pageId),
          1,
        ),
    ],
  ])('a page the owner deleted in Notion, %s, is written anew on the next change', async (_how, remove) => {
    const order = await placePaidOrder(t, stores.headers('A'), `deleted.page.${randomUUID()}@example.test`);
    await sendAll();
    const first = (await outboxRow('orders', order.id)).notionPageId!;
    remove(first);

    expect((await moveOrder(order.id, 'Shipped')).statusCode).toBe(200);
    await sendAll();
    const row = await outboxRow('orders', order.id);
    expect(row.status).toBe('sent');
    expect(row.notionPageId).not.toBe(first);
    const page = fake.created.find((candidate) => candidate.id === row.notionPageId)!;
    // Written whole again, with its new status.
    expect(page.properties).toMatchObject({
      Name: { title: [{ text: { content: order.orderId } }] },
      Status: { select: { name: 'Shipped' } },
    });
  });

  it('an order placed before the orders database was linked is written whole when the owner moves it', async () => {
    const order = await placePaidOrder(t, stores.headers('A'), 'before.linking@example.test');
    await t.app.notionOutbox.settled();
    // As if the order came before the link: nothing of it was ever queued.
    await t.app.db
      .delete(notionOutbox)
      .where(
        and(
          eq(notionOutbox.tenantId, stores.A.tenant),
          eq(notionOutbox.kind, 'orders'),
          eq(notionOutbox.sourceKey, order.id),
        ),
      );

    expect((await moveOrder(order.id, 'Shipped')).statusCode).toBe(200);
    await sendAll();
    const pageId = await outboxRowId(order.id);
    const page = fake.created.find((candidate) => candidate.id === pageId)!;
    expect(page.properties).toMatchObject({
      Name: { title: [{ text: { content: order.orderId } }] },
      Status: { select: { name: 'Shipped' } },
      Total: { number: expect.any(Number) },
      Items: { rich_text: [{ text: { content: expect.stringMatching(/^1 × /) } }] },
    });
  });

  it('a change made while the row was on its way to Notion is sent after it, not lost', async () => {
    const notion = t.app.notion!;
    const create = notion.createPage.bind(notion);
    let orderId = '';
    const spy = jest.spyOn(notion, 'createPage').mockImplementation(async (token, databaseId, properties) => {
      const pageId = await create(token, databaseId, properties);
      // The owner ships the order between Notion's answer and the outbox noting it.
      if (databaseId === workspace.databaseIds.orders) {
        const number = (properties!.Name as { title: { text: { content: string } }[] }).title[0].text.content;
        const [order] = await t.app.db
          .select()
          .from(orders)
          .where(and(eq(orders.tenantId, stores.A.tenant), eq(orders.orderId, number)));
        orderId = order.id;
        await t.app.db.transaction((tx) =>
          enqueueNotionRows(tx, stores.A.tenant, [orderRow({ ...order, status: 'Shipped' }, [])], {
            update: true,
          }),
        );
      }
      return pageId;
    });
    try {
      const order = await placePaidOrder(t, stores.headers('A'), 'in.flight@example.test');
      await t.app.notionOutbox.settled();
      expect(orderId).toBe(order.id);
    } finally {
      spy.mockRestore();
    }
    const pending = await outboxRow('orders', orderId);
    expect(pending.status).toBe('pending');
    expect(pending.notionPageId).toBeTruthy();

    await drainNotionOutbox(t.app);
    const page = fake.created.find((candidate) => candidate.id === pending.notionPageId)!;
    expect(page.properties.Status).toEqual({ select: { name: 'Shipped' } });
    expect(await outboxRow('orders', orderId)).toMatchObject({
      status: 'sent',
      notionPageId: pending.notionPageId,
    });
  });
});

describe('the daily analytics roll-up', () => {
  it('writes the day to the analytics database and a later roll-up updates the same page', async () => {
    const today = localDate(new Date());
    const view = () => ({
      tenantId: stores.A.tenant,
      kind: 'page_view' as const,
      pageId: 'home',
      sessionId: randomUUID(),
      createdAt: new Date(),
    });
    await t.app.db.insert(analyticsEvents).values([view(), view()]);
    const sync = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/sync',
        headers: A,
        payload: { includeToday: true },
      });

    expect((await sync()).statusCode).toBe(200);
    await sendAll();
    const days = pagesIn('analytics');
    const page = days.find(
      (candidate) =>
        (candidate.properties.Name as { title: { text: { content: string } }[] }).title[0].text.content ===
        today,
    )!;
    expect(page.properties).toMatchObject({
      Date: { date: { start: today } },
      Sessions: { number: expect.any(Number) },
      Revenue: { number: expect.any(Number) },
    });
    const views = (page.properties['Page Views'] as { number: number }).number;
    expect(views).toBeGreaterThanOrEqual(2);

    await t.app.db.insert(analyticsEvents).values(view());
    expect((await sync()).statusCode).toBe(200);
    await sendAll();
    expect(pagesIn('analytics')).toHaveLength(days.length);
    expect(page.properties['Page Views']).toEqual({ number: views + 1 });
    expect(fake.updated.some((update) => update.pageId === page.id)).toBe(true);
    // Store B has no workspace: its roll-up writes nothing anywhere.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/analytics/sync',
          headers: B,
          payload: { includeToday: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await t.app.db.select().from(notionOutbox).where(eq(notionOutbox.tenantId, stores.B.tenant)),
    ).toEqual([]);
  });
});

describe("the owner's lists name each row's Notion page", () => {
  it('a customer written to Notion, and a product pulled from it, carry their page; others none', async () => {
    await sendAll();
    const customers = (
      await t.app.inject({ url: '/api/admin/customers?q=shopper%40demo.test', headers: A })
    ).json().items as { email: string; notionPageId: string | null }[];
    const customerPage = pagesIn('customers').find(
      (page) => (page.properties.Email as { email: string }).email === 'shopper@demo.test',
    )!;
    expect(customers).toEqual([
      expect.objectContaining({ email: 'shopper@demo.test', notionPageId: customerPage.id }),
    ]);

    const pageId = randomUUID();
    workspace.databases.products.rows.push({
      id: pageId,
      properties: productRecord('Glacier Pendant', 180, 4),
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/notion-sync/products', headers: A })).statusCode,
    ).toBe(200);
    const products = (await t.app.inject({ url: '/api/admin/products?pageSize=100', headers: A })).json()
      .items as { name: string; notionPageId: string | null }[];
    expect(products.find((product) => product.name === 'Glacier Pendant')?.notionPageId).toBe(pageId);
    expect(products.filter((product) => product.notionPageId === null).length).toBeGreaterThan(0);

    // Store B's lists know nothing of A's workspace.
    const others = (await t.app.inject({ url: '/api/admin/products?pageSize=100', headers: B })).json()
      .items as { notionPageId: string | null }[];
    expect(others.every((product) => product.notionPageId === null)).toBe(true);
  });
});
