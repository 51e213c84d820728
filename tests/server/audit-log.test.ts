/**
 * The activity log: a back-office change is a line with who, when, from where and the fields
 * before → after; the owner reads it filtered and as CSV; nobody, the database included, changes
 * or deletes a line, except the yearly purge and a store's deletion.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, users } from '@/server/src/db/schema';
import { deleteTenant } from '@/server/src/repositories/tenants';
import { purgeOldAuditLines } from '@/server/src/services/audit/purge';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
}, 120_000);
afterAll(() => t.close());

type Entry = {
  action: string;
  kind: string;
  summary: string;
  subjectId: string | null;
  actor: { id: string | null; email: string | null; role: string | null };
  changes: { field: string; from: unknown; to: unknown }[];
  ip: string | null;
};

const get = (url: string, headers = owner, tenant = demo) =>
  t.app.inject({ method: 'GET', url, headers: { ...tenant, ...headers } });

async function audit(query = '', headers = owner, tenant = demo) {
  const response = await get(`/api/admin/audit${query}`, headers, tenant);
  expect(response.statusCode).toBe(200);
  return response.json() as { entries: Entry[]; nextCursor: string | null; people: { id: string }[] };
}

async function firstProduct() {
  const response = await get('/api/admin/products?pageSize=5');
  expect(response.statusCode).toBe(200);
  const { items } = response.json() as { items: { id: string }[] };
  const detail = await get(`/api/admin/products/${items[0].id}`);
  return detail.json() as { id: string; name: string; price: number; version: number };
}

async function changePrice(price: number) {
  const product = await firstProduct();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}`,
    headers: { ...demo, ...owner },
    payload: { version: product.version, price },
  });
  expect(response.statusCode).toBe(200);
  return product;
}

/** A request with one PNG as the multipart field "file", as a browser's FormData sends it. */
async function upload(url: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f5f5b' } })
    .png()
    .toBuffer();
  const boundary = `----sitka${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...demo, ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const lineOf = (entries: Entry[], action: string) => entries.find((entry) => entry.action === action)!;
const change = (line: Entry, field: string) => line.changes.find((c) => c.field === field);

describe('a back-office change', () => {
  it('is a line with the price before and after, in cents, who made it and from where', async () => {
    const product = await changePrice(123.45);
    const { entries } = await audit('?kind=product');
    const line = entries.find(
      (entry) => entry.action === 'product.update' && entry.subjectId === product.id,
    )!;
    expect(line).toBeDefined();
    expect(line.summary).toBe(product.name);
    expect(line.actor).toMatchObject({ email: 'owner@demo.test', role: 'owner' });
    expect(line.ip).toBeTruthy();
    expect(line.changes).toContainEqual({
      field: 'priceCents',
      from: Math.round(product.price * 100),
      to: 12345,
    });
    expect(line.changes.map((change) => change.field)).not.toContain('version');
  });

  it('that fails writes no line', async () => {
    const before = (await audit()).entries.length;
    const product = await firstProduct();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: { ...demo, ...owner },
      payload: { version: product.version + 99, price: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect((await audit()).entries.length).toBe(before);
  });

  it('of an API key names the key, never its secret', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { ...demo, ...owner },
      payload: { name: 'Audit key' },
    });
    expect(created.statusCode).toBe(201);
    const secret = (created.json() as { key: string }).key;
    const { entries } = await audit('?kind=api-key');
    expect(entries[0]).toMatchObject({ action: 'api-key.create', summary: 'Audit key' });
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('is a line for photos added and ordered, a page template saved and a logo uploaded', async () => {
    const product = await firstProduct();
    const ids = (body: string) => (JSON.parse(body) as { images: { id: string }[] }).images.map((i) => i.id);
    const first = await upload(`/api/admin/products/${product.id}/images`);
    expect(first.statusCode).toBe(201);
    const second = await upload(`/api/admin/products/${product.id}/images`);
    const [before, added] = [ids(first.body), ids(second.body)];
    const order = [...added].reverse();
    const ordered = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/images/order`,
      headers: { ...demo, ...owner },
      payload: { imageIds: order },
    });
    expect(ordered.statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/templates/home',
      headers: { ...demo, ...owner },
      payload: { templateId: 'Modern', customizations: { accentBand: true } },
    });
    expect(saved.statusCode).toBe(200);
    const { _id: storeId } = (await get('/api/stores/by-identifier/demo')).json() as { _id: string };
    const logo = await upload(`/api/stores/${storeId}/media/logo`);
    expect(logo.statusCode).toBe(201);

    const { entries } = await audit();
    const add = lineOf(entries, 'product.photo-add');
    expect(add).toMatchObject({ kind: 'product', subjectId: product.id, summary: product.name });
    expect(change(add, 'images')).toEqual({ field: 'images', from: before, to: added });
    const reorder = lineOf(entries, 'product.photo-order');
    expect(change(reorder, 'images')).toEqual({ field: 'images', from: added, to: order });
    const page = lineOf(entries, 'settings.template');
    expect(page).toMatchObject({ kind: 'settings', subjectId: 'home', summary: 'Home Page' });
    expect(change(page, 'customizations.accentBand')).toMatchObject({ to: true });
    const logoLine = lineOf(entries, 'settings.logo');
    expect(change(logoLine, 'file')).toEqual({ field: 'file', from: null, to: logo.json().url });
  });
});

describe('the log is append-only', () => {
  it('has no route that changes or deletes a line', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/1']) {
        const response = await t.app.inject({ method, url, headers: { ...demo, ...owner }, payload: {} });
        expect(response.statusCode).toBe(404);
      }
    }
  });

  it('is refused an UPDATE and a DELETE by the database itself', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.app.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await refusal(sql`update audit_log set summary = 'forged'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    const [row] = await t.app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog);
    expect(row.n).toBeGreaterThan(0);
  });

  it('keeps a deleted account’s lines under their name, losing only the link to the account', async () => {
    const [person] = await t.app.db
      .insert(users)
      .values({ tenantId: 'demo', email: 'packer@demo.test', passwordHash: 'x', role: 'admin' })
      .returning();
    await t.app.db.insert(auditLog).values({
      tenantId: 'demo',
      actorId: person.id,
      actorEmail: person.email,
      action: 'order.update',
      subjectType: 'order',
      summary: 'Order SS-1',
    });
    // Clearing the link together with anything else is still a forgery.
    const forged = await t.app.db
      .execute(sql`update audit_log set actor_id = null, summary = 'forged' where actor_id = ${person.id}`)
      .then(
        () => 'done',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(forged).toMatch(/append-only/);
    await t.app.db.delete(users).where(sql`${users.id} = ${person.id}`);
    const lines = await t.app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.actorEmail} = 'packer@demo.test'`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorId: null, summary: 'Order SS-1', action: 'order.update' });
  });
});

describe('filters, pages and CSV', () => {
  let staffId: string;

  beforeAll(async () => {
    const [customer] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.tenantId} = 'demo' and ${users.role} = 'customer'`)
      .limit(1);
    staffId = customer.id;
    await t.app.db.insert(auditLog).values([
      {
        tenantId: 'demo',
        actorId: staffId,
        actorEmail: 'helper@demo.test',
        actorRole: 'manager',
        action: 'discount.update',
        subjectType: 'discount',
        summary: 'SPRING',
        changes: { value: { from: 10, to: 15 } },
        createdAt: new Date('2025-03-10T20:00:00Z'),
      },
      {
        tenantId: 'demo',
        actorId: staffId,
        actorEmail: 'helper@demo.test',
        actorRole: 'manager',
        action: 'category.create',
        subjectType: 'category',
        summary: 'Earrings',
        createdAt: new Date('2025-04-01T20:00:00Z'),
      },
      {
        tenantId: 'north',
        action: 'product.update',
        subjectType: 'product',
        summary: 'North secret product',
        createdAt: new Date('2025-03-10T20:00:00Z'),
      },
    ]);
  });

  it('filters by person, kind and the store’s days', async () => {
    const byPerson = await audit(`?actor=${staffId}`);
    expect(byPerson.entries.map((entry) => entry.summary).sort()).toEqual(['Earrings', 'SPRING']);
    expect(byPerson.people.map((person) => person.id)).toContain(staffId);

    const byKind = await audit(`?actor=${staffId}&kind=discount`);
    expect(byKind.entries.map((entry) => entry.summary)).toEqual(['SPRING']);

    const byDays = await audit('?from=2025-03-01&to=2025-03-31');
    expect(byDays.entries.map((entry) => entry.summary)).toEqual(['SPRING']);

    const bad = await get('/api/admin/audit?kind=nope&from=2025-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String) });
  });

  it('pages newest first with a cursor', async () => {
    for (let i = 0; i < 3; i += 1) await changePrice(50 + i);
    const all = await audit();
    expect(all.entries.length).toBeLessThanOrEqual(50);
    const times = all.entries.map((entry) => (entry as unknown as { at: string }).at);
    expect([...times].sort().reverse()).toEqual(times);
    if (all.nextCursor) {
      const next = await audit(`?cursor=${encodeURIComponent(all.nextCursor)}`);
      expect(next.entries[0]).not.toEqual(all.entries[0]);
    }
  });

  it('exports the same lines as CSV', async () => {
    const response = await get('/api/admin/audit.csv?kind=discount');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="activity-demo/);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('time,person,role,action,subject,subject id,summary,changes,ip');
    expect(response.body).toContain(
      'helper@demo.test,manager,discount.update,discount,,SPRING,value: 10 → 15',
    );
    const prices = await get('/api/admin/audit.csv?kind=product');
    expect(prices.body).toMatch(/priceCents: \$[\d.]+ → \$123\.45/);
  });

  it('never shows another store’s lines', async () => {
    const demoLines = await audit();
    expect(JSON.stringify(demoLines)).not.toContain('North secret product');
    const northLines = await audit('', northOwner, north);
    expect(northLines.entries.map((entry) => entry.summary)).toEqual(['North secret product']);
    const csv = await get('/api/admin/audit.csv', northOwner, north);
    expect(csv.body).not.toContain('SPRING');
    const crossed = await get('/api/admin/audit', owner, north);
    expect(crossed.statusCode).toBe(403);
  });

  it('is for the back-office only', async () => {
    const customer = await get('/api/admin/audit', {});
    expect(customer.statusCode).toBe(401);
  });
});

describe('keeping', () => {
  it('purges lines older than 366 days and keeps younger ones', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    await t.app.db.insert(auditLog).values([
      {
        tenantId: 'demo',
        action: 'product.update',
        subjectType: 'product',
        summary: 'very old',
        createdAt: new Date('2025-05-30T00:00:00Z'),
      },
      {
        tenantId: 'demo',
        action: 'product.update',
        subjectType: 'product',
        summary: 'under a year',
        createdAt: new Date('2025-06-02T00:00:00Z'),
      },
    ]);
    const { purged } = await purgeOldAuditLines(t.app.db, now);
    expect(purged).toBeGreaterThanOrEqual(1);
    const summaries = (await t.app.db.select({ summary: auditLog.summary }).from(auditLog)).map(
      (r) => r.summary,
    );
    expect(summaries).not.toContain('very old');
    expect(summaries).toContain('under a year');
  });

  it('lets a store with lines be deleted, its lines with it', async () => {
    await t.app.db
      .insert(auditLog)
      .values({ tenantId: 'north', action: 'category.create', subjectType: 'category' });
    const before = await audit('', northOwner, north);
    expect(before.entries.length).toBeGreaterThan(0);
    await expect(t.app.db.execute(sql`delete from tenants where id = 'north'`)).rejects.toThrow();
    expect(await deleteTenant(t.app.db, 'north')).toBe(true);
    const [left] = await t.app.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(sql`${auditLog.tenantId} = 'north'`);
    expect(left.n).toBe(0);
  });
});
