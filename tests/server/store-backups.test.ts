import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { and, eq, is } from 'drizzle-orm';
import { STORE_BACKUP_FILE_PATTERN } from '@/lib/backup';
import * as schema from '@/server/src/db/schema';
import {
  EXCLUDED_TABLES,
  readInUtc,
  selectStoreRows,
  storeTables,
  type Row,
} from '@/server/src/repositories/store-tables';
import { backUpAllStores } from '@/server/src/jobs';
import { backupsToKeep, runBackups } from '@/server/src/services/backups/runs';
import { backupKey } from '@/server/src/services/backups/product-backups';
import { parseStoreBackup, writeStoreBackup } from '@/server/src/services/backups/store-backups';
import { restoreStoreBackup } from '@/server/src/services/backups/store-restore';
import type { Database } from '@/server/src/db/client';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { confirmCard, createOrder, listProducts, startPayment } from './support/shop';

const {
  apiKeyDailyUsage,
  apiKeys,
  analyticsDaily,
  analyticsEvents,
  analyticsProductRollups,
  analyticsRollups,
  backups,
  customerNotes,
  discountCodes,
  discountRedemptions,
  newsletterSubscribers,
  notionConnections,
  notionOutbox,
  orderNotes,
  orderRefunds,
  orders,
  orderTaxLines,
  orderTracking,
  backorderPaymentLinks,
  returnRequests,
  storeConsumerSettings,
  storeStaffSettings,
  userRecoveryCodes,
  userTwoFactor,
  paymentAccounts,
  payments,
  profiles,
  stores,
  storePolicies,
  storeTaxSettings,
  storeThemeHistory,
  taxDocumentCounters,
  taxDocuments,
  tenantDomains,
  users,
} = schema;

const demo = { id: 'demo', name: 'Sitka Silver & Clay' };
const LOGO = 'logo-0123456789abcdef-200.webp';

/** Every row of the store in every store table, as the database holds it. */
async function snapshot(db: Database, tenantId = 'demo'): Promise<Record<string, Row[]>> {
  return db.transaction(async (tx) => {
    await readInUtc(tx);
    const out: Record<string, Row[]> = {};
    for (const table of storeTables()) out[table.name] = await selectStoreRows(tx, table, tenantId);
    return out;
  });
}

/** A store with rows in every store table: the seed, a paid order, a held basket, and the rest written directly. */
async function fillEveryTable(t: TestApp): Promise<void> {
  const db = t.database.db;
  const [product, other] = (await listProducts(t.app)).filter(
    (p) => (p.totalInventory === null || p.totalInventory > 2) && !p.variants?.length,
  );
  const paid = (await startPayment(t.app, [{ product, quantity: 1 }])).json().paymentIntentId;
  await confirmCard(t.app, paid);
  const placed = await createOrder(t.app, paid);
  expect(placed.statusCode).toBe(200);
  // A refund of part of it, with its line on the timeline.
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${placed.json().id}/refund`,
    headers: { 'x-tenant-id': 'demo', ...(await bearerFor(t.app, 'owner@demo.test')) },
    payload: { amount: 1, restock: false, reason: 'Scratched' },
  });
  expect(refund.statusCode).toBe(200);
  // A basket still holding stock: its hold must come back with the store, or the units are lost.
  expect(
    (await startPayment(t.app, [{ product: other, quantity: 1 }], {}, { 'x-forwarded-for': '203.0.113.9' }))
      .statusCode,
  ).toBe(200);

  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, 'demo'), eq(users.email, 'owner@demo.test')));
  const [store] = await db.select().from(stores).where(eq(stores.tenantId, 'demo'));
  await db
    .insert(profiles)
    .values({ userId: owner.id, tenantId: 'demo', name: 'Dana Owner', phone: 'ENC:abc', city: 'Sitka' })
    .onConflictDoNothing();
  await db.insert(storeThemeHistory).values({ tenantId: 'demo', storeId: store.id, theme: store.theme });
  const [order] = await db.select().from(orders).where(eq(orders.tenantId, 'demo')).limit(1);
  await db
    .insert(orderNotes)
    .values({ tenantId: 'demo', orderId: order.id, authorId: owner.id, text: 'Gift wrap' });
  await db
    .insert(orderTracking)
    .values({ tenantId: 'demo', orderId: order.id, carrier: 'UPS', trackingNumber: '1Z999' });
  // A customer's link to pay a backorder keeps working after a restore.
  await db.insert(backorderPaymentLinks).values({
    tenantId: 'demo',
    orderId: order.id,
    tokenHash: 'e'.repeat(64),
    requestedBy: owner.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(customerNotes).values({
    tenantId: 'demo',
    customerEmail: 'ada@example.test',
    body: 'Prefers gift wrap',
    authorId: owner.id,
  });
  const [key] = await db
    .insert(apiKeys)
    .values({ tenantId: 'demo', name: 'Till', keyHash: 'f'.repeat(64), keyPrefix: 'sk_demo_ab' })
    .returning();
  await db
    .insert(apiKeyDailyUsage)
    .values({ tenantId: 'demo', apiKeyId: key.id, day: '2026-11-20', count: 4 });
  await db
    .insert(paymentAccounts)
    .values({ tenantId: 'demo', accountId: 'acct_demo', accountStatus: 'complete' });
  await db
    .insert(notionConnections)
    .values({ tenantId: 'demo', accessToken: 'ENC:token', databaseIds: { products: 'db-products' } });
  await db.insert(notionOutbox).values({
    tenantId: 'demo',
    kind: 'customers',
    sourceKey: 'ada@example.test',
    properties: { Name: 'Ada' },
  });
  await db.insert(analyticsEvents).values({
    tenantId: 'demo',
    kind: 'product_click',
    pageId: 'shop',
    sessionId: '5b0c1f7e-8f0a-4d8e-9c2b-6a1d2e3f4a5b',
    productId: product.id,
    productName: product.name,
  });
  await db.insert(analyticsDaily).values({
    tenantId: 'demo',
    day: '2026-11-20',
    pageId: 'shop',
    pageViews: 12,
    productClicks: 3,
    uniqueSessions: 5,
  });
  await db.insert(analyticsRollups).values({
    tenantId: 'demo',
    day: '2026-11-20',
    pageViews: 12,
    sessions: 5,
    productClicks: 3,
    orders: 1,
    revenueCents: 4500,
  });
  await db.insert(analyticsProductRollups).values({
    tenantId: 'demo',
    day: '2026-11-20',
    productId: product.id,
    productName: product.name,
    clicks: 3,
  });
  await db.insert(newsletterSubscribers).values({ tenantId: 'demo', email: 'reader@example.test' });
  // A discount code, and its use by the paid order.
  const [code] = await db
    .insert(discountCodes)
    .values({ tenantId: 'demo', code: 'MARKET10', kind: 'percent', value: 10, usesCount: 1 })
    .returning();
  const [payment] = await db.select().from(payments).where(eq(payments.tenantId, 'demo')).limit(1);
  await db.insert(discountRedemptions).values({
    tenantId: 'demo',
    codeId: code.id,
    code: code.code,
    paymentId: payment.id,
    orderId: order.id,
    customerKey: 'email:ada@example.test',
    discountCents: 450,
    status: 'used',
    expiresAt: new Date(Date.now() + 900_000),
  });
  await db
    .insert(storeTaxSettings)
    .values({ tenantId: 'demo', registrations: [{ country: 'US', region: 'AK', rate: 6_000 }] });
  await db
    .insert(storePolicies)
    .values({ tenantId: 'demo', kind: 'returns', body: 'Returns within 30 days.' });
  // The order's tax and its papers (written directly: the test store is registered nowhere).
  await db.insert(orderTaxLines).values({
    tenantId: 'demo',
    orderId: order.id,
    kind: 'shipping',
    jurisdiction: 'US-AK-LOCAL',
    rate: 6_000,
    taxableCents: 1199,
    amountCents: 72,
  });
  const [refunded] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
  await db
    .insert(taxDocuments)
    .values([
      { tenantId: 'demo', orderId: order.id, kind: 'invoice', number: 1, totalCents: order.totalCents },
      {
        tenantId: 'demo',
        orderId: order.id,
        kind: 'credit_note',
        number: 1,
        refundId: refunded.id,
        totalCents: 100,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(taxDocumentCounters)
    .values([
      { tenantId: 'demo', kind: 'invoice', lastNumber: 1 },
      { tenantId: 'demo', kind: 'credit_note', lastNumber: 1 },
    ])
    .onConflictDoNothing();
  // What the store owes its buyers, a buyer's return, and its team's rules and second factors.
  await db.insert(storeConsumerSettings).values({ tenantId: 'demo', returnDays: 30, legalName: 'Sitka LLC' });
  const [piece] = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
  await db.insert(returnRequests).values({
    tenantId: 'demo',
    orderId: order.id,
    kind: 'withdrawal',
    items: [{ orderItemId: piece.id, quantity: 1 }],
  });
  await db.insert(storeStaffSettings).values({ tenantId: 'demo', ordersRefundLimitCents: 5_000 });
  // A customer's second factor (the owner signs in below with a password alone).
  const [customer] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, 'demo'), eq(users.role, 'customer')))
    .limit(1);
  await db.insert(userTwoFactor).values({
    userId: customer.id,
    tenantId: 'demo',
    secret: 'ENC:not-a-real-secret',
    enabledAt: new Date(),
  });
  await db
    .insert(userRecoveryCodes)
    .values({ tenantId: 'demo', userId: customer.id, codeHash: 'a'.repeat(64) });
  // An address the store moved from keeps answering after a restore.
  await db
    .insert(schema.redirects)
    .values({ tenantId: 'demo', fromPath: '/products/silver-fern-ring', toPath: '/shop' });
  await fillReturningBuyers(db, {
    orderId: order.id,
    orderItemId: piece.id,
    productId: product.id,
    userId: customer.id,
  });
  await t.app.storage.put(`demo/store-media/${LOGO}`, Buffer.from('logo bytes'));
}

/** A review and its request, a gift card and its move, a basket reminded, a favourite, and each one's settings. */
async function fillReturningBuyers(
  db: Database,
  ids: { orderId: string; orderItemId: string; productId: string; userId: string },
): Promise<void> {
  const tenantId = 'demo';
  const { orderId, orderItemId, productId, userId } = ids;
  await db.insert(schema.storeReviewSettings).values({ tenantId, requestDays: 3 });
  await db.insert(schema.reviewRequests).values({ tenantId, orderId, tokenHash: 'r'.repeat(43) });
  await db.insert(schema.productReviews).values({
    tenantId,
    orderId,
    orderItemId,
    productId,
    rating: 5,
    title: 'Just right',
    body: 'Wears every day.',
    authorName: 'Ada L.',
    status: 'published',
  });
  await db.insert(schema.storeGiftCardSettings).values({ tenantId, enabled: true });
  const [card] = await db
    .insert(schema.giftCards)
    .values({
      tenantId,
      codeHash: 'g'.repeat(43),
      codeEncrypted: 'ENC:not-a-real-code',
      lastFour: 'ABCD',
      initialCents: 5_000,
      balanceCents: 5_000,
      recipientEmail: 'friend@example.test',
    })
    .returning();
  await db
    .insert(schema.giftCardMoves)
    .values({ tenantId, giftCardId: card.id, kind: 'issue', amountCents: 5_000, balanceAfterCents: 5_000 });
  await db.insert(schema.storeBasketReminderSettings).values({ tenantId, enabled: true });
  await db.insert(schema.basketReminders).values({
    tenantId,
    basketKey: 'key-left',
    email: 'left@example.test',
    items: [{ productId, quantity: 1 }],
    tokenHash: 'b'.repeat(43),
  });
  await db
    .insert(schema.emailSuppressions)
    .values({ tenantId, email: 'quiet@example.test', kind: 'basket_reminders' });
  await db.insert(schema.favourites).values({ tenantId, userId, productId });
  await db.insert(schema.storeNoticeSettings).values({ tenantId, dailyDigest: true });
  await db.insert(schema.lowStockAlerts).values({ tenantId, productId, stock: 1 });
}

describe('a whole-store backup', () => {
  let t: TestApp;
  let empty: TestApp;
  let filename: string;
  let before: Record<string, Row[]>;
  let owner: Record<string, string>;
  beforeAll(async () => {
    [t, empty] = await Promise.all([buildTestApp(), buildTestApp({}, { seed: false })]);
    await fillEveryTable(t);
    // Signed in before the backup: a sign-in marks the account active.
    owner = { 'x-tenant-id': 'demo', ...(await bearerFor(t.app, 'owner@demo.test')) };
    before = await snapshot(t.database.db);
    filename = (await writeStoreBackup(t.app.db, t.app.storage, demo)).filename;
  });
  afterAll(async () => {
    await Promise.all([t.close(), empty.close()]);
  });

  it('holds every store table but the listed passing ones, found from the schema', () => {
    const withTenant = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter(
        (config) => config.name === 'tenants' || config.columns.some((column) => column.name === 'tenant_id'),
      )
      .map((config) => config.name);
    expect(
      storeTables()
        .map((table) => table.name)
        .sort(),
    ).toEqual(withTenant.filter((name) => !(name in EXCLUDED_TABLES)).sort());
    // Mail on its way when the backup was taken would go out a second time after a restore.
    expect(storeTables().map((table) => table.name)).not.toContain('email_outbox');
    // The test store has rows in each of them, so the comparisons below compare something.
    expect(
      Object.entries(before)
        .filter(([, rows]) => rows.length === 0)
        .map(([name]) => name),
    ).toEqual([]);
  });

  it('is a gzipped file named for the store and the moment, holding rows, media and only hashes of secrets', async () => {
    expect(filename).toMatch(STORE_BACKUP_FILE_PATTERN);
    expect(filename.startsWith('store-backup-demo-')).toBe(true);
    const bytes = (await t.app.storage.get(backupKey('demo', filename)))!;
    const file = JSON.parse(gunzipSync(bytes).toString('utf8'));
    expect(file).toMatchObject({ format: 'sitka-store-backup', version: 1, tenantId: 'demo' });
    expect(file.tables.orders.length).toBeGreaterThan(0);
    expect(file.tables.api_keys[0]).toMatchObject({ key_hash: 'f'.repeat(64) });
    expect(file.tables.notion_connections[0].access_token).toBe('ENC:token');
    expect(file.files[`demo/store-media/${LOGO}`]).toBe(Buffer.from('logo bytes').toString('base64'));
    expect(Object.keys(file.files).some((key) => key.startsWith('images/'))).toBe(true);
    // No other store's rows.
    expect(JSON.stringify(file.tables)).not.toContain('"tenant_id":"north"');
    const [row] = await t.database.db
      .select()
      .from(backups)
      .where(and(eq(backups.tenantId, 'demo'), eq(backups.filename, filename)));
    expect(row.sizeBytes).toBe(bytes.length);
  });

  it('restored into an empty database brings the store back whole, table by table and file by file', async () => {
    const bytes = (await t.app.storage.get(backupKey('demo', filename)))!;
    const file = await parseStoreBackup(bytes);
    const dry = await restoreStoreBackup(empty.app.db, empty.app.storage, file, filename, true);
    expect(
      dry.tables.every(
        (table) => table.changed === 0 && table.removed === 0 && table.added === before[table.table].length,
      ),
    ).toBe(true);
    expect(dry.files).toEqual({ added: Object.keys(file.files).length, changed: 0, unchanged: 0 });
    expect(await empty.database.db.select().from(schema.tenants)).toEqual([]);

    const done = await restoreStoreBackup(empty.app.db, empty.app.storage, file, filename, false);
    expect(done.tables).toEqual(dry.tables);
    const after = await snapshot(empty.database.db);
    for (const table of storeTables())
      expect({ table: table.name, rows: after[table.name] }).toEqual({
        table: table.name,
        rows: before[table.name],
      });
    for (const key of Object.keys(file.files)) {
      expect((await empty.app.storage.get(key))?.equals((await t.app.storage.get(key))!)).toBe(true);
    }
    // The restored store works: its owner signs in, and new rows do not take a restored id.
    const restoredOwner = await bearerFor(empty.app, 'owner@demo.test');
    const orders = await empty.app.inject({
      url: '/api/admin/orders',
      headers: { 'x-tenant-id': 'demo', ...restoredOwner },
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.json().items.length).toBe(before.orders.length);
    await empty.database.db.insert(storeThemeHistory).values({
      tenantId: 'demo',
      storeId: String(before.stores[0].id),
      theme: before.stores[0].theme as never,
    });
    // Restored again: nothing left to change.
    const again = await restoreStoreBackup(empty.app.db, empty.app.storage, file, filename, true);
    const moved = again.tables.filter((table) => table.added + table.changed + table.removed > 0);
    // The theme saved since, and the owner's sign-in (their last activity).
    expect(moved).toEqual([
      { table: 'users', added: 0, changed: 1, removed: 0, unchanged: before.users.length - 1 },
      {
        table: 'store_theme_history',
        added: 0,
        changed: 0,
        removed: 1,
        unchanged: before.store_theme_history.length,
      },
    ]);
    expect(again.files).toMatchObject({ added: 0, changed: 0 });
  });

  it('restored over the live store, lists per kind what it would add, change and remove, then sets it back exactly', async () => {
    const db = t.database.db;
    await db.update(stores).set({ storeName: 'Renamed since' }).where(eq(stores.tenantId, 'demo'));
    await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.tenantId, 'demo'));
    await db
      .insert(apiKeys)
      .values({ tenantId: 'demo', name: 'Made since', keyHash: 'e'.repeat(64), keyPrefix: 'sk_demo_cd' });

    const dry = await t.app.inject({
      method: 'POST',
      url: `/api/backups/${filename}/restore`,
      headers: owner,
      payload: { dryRun: true },
    });
    expect(dry.statusCode).toBe(200);
    const plan = dry.json();
    expect(plan).toMatchObject({ kind: 'store', dryRun: true, filename });
    const of = (name: string) => plan.tables.find((table: { table: string }) => table.table === name);
    expect(of('stores')).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect(of('newsletter_subscribers')).toMatchObject({ added: 1, changed: 0, removed: 0 });
    expect(of('api_keys')).toMatchObject({ added: 0, changed: 0, removed: 1 });
    expect(
      plan.tables
        .filter(
          (table: { table: string }) =>
            !['stores', 'newsletter_subscribers', 'api_keys'].includes(table.table),
        )
        .every(
          (table: { added: number; changed: number; removed: number }) =>
            table.added + table.changed + table.removed === 0,
        ),
    ).toBe(true);
    expect((await db.select().from(stores).where(eq(stores.tenantId, 'demo')))[0].storeName).toBe(
      'Renamed since',
    );

    const real = await t.app.inject({
      method: 'POST',
      url: `/api/backups/${filename}/restore`,
      headers: owner,
      payload: { dryRun: false },
    });
    expect(real.statusCode).toBe(200);
    expect(real.json().tables).toEqual(plan.tables);
    expect(await snapshot(db)).toEqual(before);
  });

  it("refuses, as a whole, a restore whose rows another store now holds, and a file holding another store's rows", async () => {
    const db = t.database.db;
    const [domain] = await db.select().from(tenantDomains).where(eq(tenantDomains.tenantId, 'demo')).limit(1);
    await db.delete(tenantDomains).where(eq(tenantDomains.domain, domain.domain));
    // A name is another store's once verified for it; an unverified claim takes nothing from anyone.
    await db
      .insert(tenantDomains)
      .values({ domain: domain.domain, tenantId: 'north', verifiedAt: new Date() });
    await db.update(stores).set({ storeName: 'Changed meanwhile' }).where(eq(stores.tenantId, 'demo'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/backups/${filename}/restore`,
      headers: owner,
      payload: { dryRun: false },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BACKUP_CONFLICT', field: 'filename' });
    expect(refused.json().error).toContain('tenant_domains');
    expect((await db.select().from(stores).where(eq(stores.tenantId, 'demo')))[0].storeName).toBe(
      'Changed meanwhile',
    );
    expect(
      (await db.select().from(tenantDomains).where(eq(tenantDomains.domain, domain.domain)))[0].tenantId,
    ).toBe('north');

    const file = JSON.parse(
      gunzipSync((await t.app.storage.get(backupKey('demo', filename)))!).toString('utf8'),
    );
    file.tables.newsletter_subscribers.push({
      tenant_id: 'north',
      email: 'slipped@in.test',
      created_at: '2026-11-20T00:00:00+00:00',
    });
    const { gzipSync } = await import('node:zlib');
    await expect(parseStoreBackup(gzipSync(JSON.stringify(file)))).rejects.toMatchObject({
      statusCode: 400,
      code: 'BACKUP_UNREADABLE',
    });
    file.tables.newsletter_subscribers.pop();
    // Without the store's own row, a restore would remove the store: refused.
    await expect(
      parseStoreBackup(gzipSync(JSON.stringify({ ...file, tables: { ...file.tables, tenants: [] } }))),
    ).rejects.toMatchObject({ statusCode: 400 });
    file.files['images/../../secrets.json'] = 'e30=';
    await expect(parseStoreBackup(gzipSync(JSON.stringify(file)))).rejects.toMatchObject({
      statusCode: 400,
      code: 'BACKUP_UNREADABLE',
    });
    await expect(parseStoreBackup(Buffer.from('not gzip'))).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('backup runs, kept and pruned', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ BACKUP_KEEP_LAST: '40' });
    owner = { 'x-tenant-id': 'demo', ...(await bearerFor(t.app, 'owner@demo.test')) };
  });
  afterAll(() => t.close());

  it('keeps what the retention says as the days go by, for each kind', async () => {
    await t.database.db.delete(backups).where(eq(backups.tenantId, 'north'));
    const folder = path.join(t.config.storageDir, 'north', 'backups');
    await fs.rm(folder, { recursive: true, force: true });
    const north = { id: 'north', name: 'North Star Fibre' };
    const policy = { last: 2, daily: 3, weekly: 2 };
    // Daily runs at noon UTC from Monday 2026-10-05 to Friday 2026-10-30, two on the last day.
    const start = Date.UTC(2026, 9, 5, 12);
    for (let day = 0; day < 26; day += 1)
      await runBackups(t.app.db, t.app.storage, north, policy, new Date(start + day * 86_400_000));
    await runBackups(t.app.db, t.app.storage, north, policy, new Date(Date.UTC(2026, 9, 30, 20)));
    const rows = await t.database.db.select().from(backups).where(eq(backups.tenantId, 'north'));
    const when = (kind: string) =>
      rows
        .filter((row) => row.filename.startsWith(kind))
        .map((row) => row.createdAt.toISOString().slice(0, 13))
        .sort();
    // Last two runs (both on the 30th), the newest of the 30th, 29th and 28th, and of this week and last (Sunday the 25th).
    expect(when('store-backup')).toEqual([
      '2026-10-25T12',
      '2026-10-28T12',
      '2026-10-29T12',
      '2026-10-30T12',
      '2026-10-30T20',
    ]);
    // The day's product backup is one file, rewritten by the second run of the 30th.
    expect(when('notion-backup')).toEqual([
      '2026-10-25T12',
      '2026-10-28T12',
      '2026-10-29T12',
      '2026-10-30T20',
    ]);
    const files = (await fs.readdir(folder)).sort();
    expect(files).toEqual(rows.map((row) => row.filename).sort());
  });

  it("the scheduled run writes every store's product and whole-store backups", async () => {
    const moment = new Date(Date.UTC(2026, 10, 2, 12, 30));
    await backUpAllStores(t.app, moment);
    const rows = await t.database.db.select().from(backups).where(eq(backups.createdAt, moment));
    const byStore = (tenantId: string) =>
      rows
        .filter((row) => row.tenantId === tenantId)
        .map((row) => row.filename.replace(/-[0-9a-f]{6}\.json\.gz$/, ''));
    for (const tenantId of ['demo', 'north']) {
      expect(byStore(tenantId).sort()).toEqual([
        'notion-backup-2026-11-02.json',
        `store-backup-${tenantId}-2026-11-02T12-30-00-000Z`,
      ]);
    }
  });

  it('prunes only what the policy does not keep, never the newest', () => {
    const at = (iso: string, filename = iso) => ({ filename, createdAt: new Date(iso) });
    const list = [at('2026-11-01T10:00:00Z'), at('2026-11-02T10:00:00Z'), at('2026-11-02T12:00:00Z')];
    expect([...backupsToKeep(list, { last: 1, daily: 0, weekly: 0 })]).toEqual(['2026-11-02T12:00:00Z']);
    expect(backupsToKeep(list, { last: 1, daily: 2, weekly: 0 })).toEqual(
      new Set(['2026-11-02T12:00:00Z', '2026-11-01T10:00:00Z']),
    );
    expect(backupsToKeep([], { last: 3, daily: 3, weekly: 3 }).size).toBe(0);
  });

  it('serves a store backup to its owner only: never through the public backup route, nor to another store', async () => {
    const name = (await writeStoreBackup(t.app.db, t.app.storage, demo)).filename;
    const pub = await t.app.inject({ url: `/api/backups/${name}`, headers: { 'x-tenant-id': 'demo' } });
    expect(pub.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/backups/newest', headers: { 'x-tenant-id': 'demo' } })).headers[
        'x-backup-file'
      ],
    ).toMatch(/^notion-backup-/);
    expect(
      (await t.app.inject({ url: `/api/backups/${name}/download`, headers: { 'x-tenant-id': 'demo' } }))
        .statusCode,
    ).toBe(401);
    const download = await t.app.inject({ url: `/api/backups/${name}/download`, headers: owner });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(download.rawPayload.equals((await t.app.storage.get(backupKey('demo', name)))!)).toBe(true);
    const northOwner = { 'x-tenant-id': 'north', ...(await bearerFor(t.app, 'owner@north.test', 'north')) };
    for (const [method, url] of [
      ['GET', `/api/backups/${name}/download`],
      ['POST', `/api/backups/${name}/restore`],
      ['DELETE', `/api/backups/${name}`],
    ] as const) {
      expect(
        (
          await t.app.inject({
            method,
            url,
            headers: northOwner,
            ...(method === 'POST' ? { payload: { dryRun: false } } : {}),
          })
        ).json(),
      ).toMatchObject({ code: 'BACKUP_NOT_FOUND' });
    }
    const images = await t.app.inject({ url: `/api/backups/${name}/process-images`, headers: owner });
    expect(images.statusCode).toBe(400);
    expect(images.json()).toMatchObject({ code: 'BACKUP_KIND', field: 'filename' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/backups/${name}`, headers: owner });
    expect(removed.statusCode).toBe(200);
    expect(await t.app.storage.get(backupKey('demo', name))).toBeNull();

    // North's backup copied into demo's folder and listed there is refused, never restored over demo.
    const northName = (
      await writeStoreBackup(t.app.db, t.app.storage, { id: 'north', name: 'North Star Fibre' })
    ).filename;
    const copied = northName.replace('store-backup-north-', 'store-backup-demo-');
    await t.app.storage.put(
      backupKey('demo', copied),
      (await t.app.storage.get(backupKey('north', northName)))!,
    );
    await t.database.db.insert(backups).values({ tenantId: 'demo', filename: copied, sizeBytes: 1 });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/backups/${copied}/restore`,
      headers: owner,
      payload: { dryRun: true },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'BACKUP_OTHER_STORE', field: 'filename' });
  });
});
