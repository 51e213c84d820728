/**
 * My Customers: the owner's paged customer list over a store of 10,000 customers (bulk inserted),
 * with search, every sort, the active filter, and the plain GET /api/customers still answering.
 */
import { eq } from 'drizzle-orm';
import { orders, profiles, users } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';

const BULK = 10_000;
const north = { 'x-tenant-id': 'north' };
let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let seededCustomers: number;
const ids: string[] = [];
const pad = (n: number) => String(n).padStart(5, '0');

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  // The seeded store's customers as the list counts them (guest buyers included).
  seededCustomers = (
    await t.app.inject({ url: '/api/admin/customers?pageSize=1', headers: { ...demo, ...owner } })
  ).json().total;
  const now = Date.now();
  for (let start = 0; start < BULK; start += 1_000) {
    const rows = Array.from({ length: 1_000 }, (_, i) => start + i).map((n) => ({
      tenantId: 'demo',
      email: `bulk${pad(n)}@customers.test`,
      passwordHash: 'not-a-real-hash',
      // Verified: a sign-up that neither verified nor ordered is left out of the list by default.
      emailVerifiedAt: new Date(now - 30 * 86_400_000),
      // Ten customers seen within the last week; the rest 90 days ago or never.
      lastActiveAt:
        n < 10 ? new Date(now - (n + 1) * 3_600_000) : n % 2 ? new Date(now - 90 * 86_400_000) : null,
    }));
    const inserted = await t.app.db
      .insert(users)
      .values(rows)
      .returning({ id: users.id, email: users.email });
    inserted.sort((a, b) => a.email.localeCompare(b.email));
    ids.push(...inserted.map((row) => row.id));
    await t.app.db.insert(profiles).values(
      inserted.map((row, i) => ({
        userId: row.id,
        tenantId: 'demo',
        name: `Aaa Bulk ${pad(start + i)}`,
        // Three phones, encrypted as the api keeps them, in reverse of their customers' order.
        phone: start + i < 3 ? t.app.fieldCrypto.encrypt(`90755500${9 - (start + i)}0`) : '',
      })),
    );
  }
  // Orders for three customers: 7000 → 2 paid orders ($30 + $50), 7001 → one $100 paid, 7002 → one unpaid backorder.
  const order = (
    n: number,
    orderId: string,
    status: 'Paid' | 'Pending Payment',
    totalCents: number,
    daysAgo: number,
  ) => ({
    tenantId: 'demo',
    orderId,
    status,
    kind: status === 'Paid' ? ('regular' as const) : ('backorder' as const),
    userId: ids[n],
    customerEmail: `bulk${pad(n)}@customers.test`,
    subtotalCents: totalCents,
    totalCents,
    createdAt: new Date(now - daysAgo * 86_400_000),
  });
  await t.app.db
    .insert(orders)
    .values([
      order(7000, 'T-1', 'Paid', 3_000, 2),
      order(7000, 'T-2', 'Paid', 5_000, 40),
      order(7001, 'T-3', 'Paid', 10_000, 60),
      order(7002, 'BO-T4', 'Pending Payment', 99_900, 1),
    ]);
}, 180_000);
afterAll(() => t.close());

const list = (query: string, headers: Record<string, string> = { ...demo, ...owner }) =>
  t.app.inject({ url: `/api/admin/customers${query}`, headers });

describe('GET /api/admin/customers with 10,000 customers', () => {
  it('answers the first page by name, with the total and page count', async () => {
    const started = performance.now();
    const response = await list('');
    console.info(
      `admin customers: first page of ${BULK + seededCustomers} customers in ${(performance.now() - started).toFixed(1)} ms`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      page: 1,
      pageSize: 25,
      total: BULK + seededCustomers,
      totalPages: Math.ceil((BULK + seededCustomers) / 25),
    });
    expect(body.items.map((c: { name: string }) => c.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Aaa Bulk ${pad(i)}`),
    );
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      name: 'Aaa Bulk 00000',
      email: 'bulk00000@customers.test',
      phone: '(907) 555-0090',
      lastActive: expect.any(String),
      active: true,
      orders: 0,
      totalSpent: 0,
      notionPageId: null,
    });
  });

  it('pages on without repeating or skipping anyone', async () => {
    const second = (await list('?page=2&pageSize=25')).json();
    expect(second.items.map((c: { name: string }) => c.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Aaa Bulk ${pad(25 + i)}`),
    );
    const last = (await list(`?page=${Math.ceil(BULK / 100)}&pageSize=100&sort=email`)).json();
    expect(last.items.length).toBeGreaterThan(0);
    const beyond = (await list('?page=5000&pageSize=100')).json();
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(BULK + seededCustomers);
  });

  it('sorts by name and email both ways', async () => {
    const desc = (await list('?sort=name&dir=desc&pageSize=3'))
      .json()
      .items.map((c: { name: string }) => c.name);
    const all = (await t.app.inject({ url: '/api/customers', headers: { ...demo, ...owner } })).json() as {
      name: string;
    }[];
    const lastNames = all
      .map((c) => c.name.toLowerCase())
      .sort()
      .reverse()
      .slice(0, 3);
    expect(desc.map((name: string) => name.toLowerCase())).toEqual(lastNames);
    const byEmail = (await list('?sort=email&pageSize=2'))
      .json()
      .items.map((c: { email: string }) => c.email);
    expect(byEmail).toEqual(['bulk00000@customers.test', 'bulk00001@customers.test']);
    const byEmailDesc = (await list('?sort=email&dir=desc&pageSize=1')).json().items[0].email;
    expect(byEmailDesc).toBe(
      all
        .map((c) => (c as unknown as { email: string }).email)
        .sort()
        .at(-1),
    );
  });

  it('sorts by orders and total spent, counting only paid orders in the total', async () => {
    const spent = (await list('?sort=totalSpent&dir=desc&pageSize=3')).json().items;
    expect(
      spent
        .slice(0, 2)
        .map((c: { email: string; totalSpent: number; orders: number }) => [c.email, c.totalSpent, c.orders]),
    ).toEqual([
      ['bulk07001@customers.test', 100, 1],
      ['bulk07000@customers.test', 80, 2],
    ]);
    const byOrders = (await list('?sort=orders&dir=desc&pageSize=3')).json().items;
    expect(byOrders[0]).toMatchObject({ email: 'bulk07000@customers.test', orders: 2, totalSpent: 80 });
    expect(byOrders.slice(1).map((c: { email: string }) => c.email)).toEqual(
      expect.arrayContaining(['bulk07002@customers.test']),
    );
    const backorder = (await list('?q=bulk07002')).json().items[0];
    expect(backorder).toMatchObject({ orders: 1, totalSpent: 0 });
  });

  it('counts an order as activity, and sorts by last active with the never-seen last', async () => {
    const recent = (await list('?sort=lastActive&dir=desc&pageSize=12')).json().items;
    const times = recent.map((c: { lastActive: string | null }) => c.lastActive);
    expect(times.every((time: string | null) => time !== null)).toBe(true);
    expect([...times].sort().reverse()).toEqual(times);
    // bulk07002 has not signed in, but ordered yesterday.
    expect(recent.map((c: { email: string }) => c.email)).toContain('bulk07002@customers.test');
    const asc = (await list('?sort=lastActive&dir=asc&page=1&pageSize=1')).json().items[0];
    expect(asc.lastActive).not.toBeNull();
  });

  it('filters active customers (seen within 30 days)', async () => {
    const active = (await list('?active=true&pageSize=100')).json();
    // Ten seen this week, bulk07000 and bulk07002 by their orders, plus any seeded customer who signed in.
    const bulkActive = active.items.filter((c: { email: string }) => c.email.endsWith('@customers.test'));
    expect(bulkActive).toHaveLength(12);
    expect(active.items.every((c: { active: boolean }) => c.active)).toBe(true);
    const inactive = (await list('?active=false&pageSize=1')).json();
    expect(inactive.total + active.total).toBe(BULK + seededCustomers);
    expect(inactive.items[0].active).toBe(false);
  });

  it('sorts by phone, decrypted, with customers without a phone last', async () => {
    const rows = (await list('?sort=phone&pageSize=50')).json().items as { email: string; phone: string }[];
    const phones = rows.map((c) => c.phone).filter(Boolean);
    expect(phones).toEqual([...phones].sort());
    const ours = rows.filter((c) => c.email.endsWith('@customers.test') && c.phone).map((c) => c.email);
    expect(ours).toEqual([
      'bulk00002@customers.test',
      'bulk00001@customers.test',
      'bulk00000@customers.test',
    ]);
    expect(rows.findIndex((c) => !c.phone)).toBeGreaterThanOrEqual(phones.length);
  });

  it('searches name and email, case-insensitively, with % and _ taken literally', async () => {
    const byName = (await list('?q=bulk%200999&pageSize=100')).json();
    expect(byName.total).toBe(10);
    expect(byName.items.map((c: { name: string }) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Aaa Bulk 0999${i}`),
    );
    const byEmail = (await list('?q=BULK00042@')).json();
    expect(byEmail.items.map((c: { email: string }) => c.email)).toEqual(['bulk00042@customers.test']);
    expect((await list('?q=%25')).json().total).toBe(0);
    expect((await list('?q=_ulk')).json().total).toBe(0);
  });

  it('answers 400 with the field for bad paging and sorting, never a 500', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?pageSize=1000', 'pageSize'],
      ['?pageSize=2.5', 'pageSize'],
      ['?sort=password', 'sort'],
      ['?dir=up', 'dir'],
      ['?active=maybe', 'active'],
      [`?q=${'x'.repeat(201)}`, 'q'],
      ['?q=%00', 'q'],
    ]) {
      const response = await list(query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, error: expect.any(String) });
    }
  });
});

describe('who may list customers', () => {
  it('401 without a token, 403 for a customer and for another store’s owner', async () => {
    expect((await list('', demo)).statusCode).toBe(401);
    expect((await list('', { ...demo, ...shopper })).json()).toMatchObject({ code: 'ADMIN_ONLY' });
    expect((await list('', { ...demo, ...northOwner })).statusCode).toBe(403);
  });

  it('shows another store’s owner only their own customers', async () => {
    const body = (await list('?pageSize=100', { ...north, ...northOwner })).json();
    expect(body.items.some((c: { email: string }) => c.email.endsWith('@customers.test'))).toBe(false);
    expect((await list('?q=bulk', { ...north, ...northOwner })).json().total).toBe(0);
  });
});

describe('GET /api/customers keeps its contract', () => {
  it('still answers every customer as a plain list by email', async () => {
    const response = await t.app.inject({ url: '/api/customers', headers: { ...demo, ...owner } });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as {
      id: string;
      name: string;
      email: string;
      phone: string;
      lastActive: string | null;
    }[];
    expect(rows).toHaveLength(BULK + seededCustomers);
    expect(Object.keys(rows[0]).sort()).toEqual(['email', 'id', 'lastActive', 'name', 'phone']);
    expect(rows.map((r) => r.email)).toEqual([...rows.map((r) => r.email)].sort());
    const [first] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, ids[0]));
    expect(rows.find((r) => r.id === ids[0])).toMatchObject({ email: first.email, phone: '(907) 555-0090' });
  });
});
