/**
 * Every back-office operation states who may call it (`x-staff-roles` in the OpenAPI document) and
 * the api keeps to it: called once as each staff role, exactly the roles left out are refused with
 * ROLE_NOT_ALLOWED. The calls carry no body and made-up ids, so an allowed call changes little; only
 * whether the answer is ROLE_NOT_ALLOWED is judged.
 */
import { and, eq } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@/lib/constants/staff';
import { NO_ACCESS_CODE, NO_ACCESS_MESSAGE } from '@/lib/staff-access';
import { users } from '@/server/src/db/schema';
import { hashPassword } from '@/server/src/services/auth/passwords';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { fillPath, label, listOperations, type Operation } from './support/openapi-operations';
import { confirmCard, createOrder, CUSTOMER_INFO, listProducts, startPayment } from './support/shop';

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
type StaffOperation = Operation & { roles: string[] | undefined };
let operations: StaffOperation[];

beforeAll(async () => {
  t = await buildTestApp();
  const passwordHash = await hashPassword('Sitka-demo-2026!');
  for (const role of STAFF_ROLES.filter((role) => role !== 'owner'))
    await t.database.db.insert(users).values({
      tenantId: 'demo',
      email: `${role}-person@demo.test`,
      role: 'admin',
      staffRole: role,
      passwordHash,
      emailVerifiedAt: new Date(),
    });
  const staff = await t.database.db
    .select({ id: users.id, staffRole: users.staffRole, ver: users.tokenVersion })
    .from(users)
    .where(and(eq(users.tenantId, 'demo'), eq(users.role, 'admin')));
  for (const person of staff)
    if (person.staffRole)
      tokens[person.staffRole] = t.app.jwt.sign({
        sub: person.id,
        tenant: 'demo',
        role: 'admin',
        ver: person.ver,
      });
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, { 'x-staff-roles'?: string[] }>>;
  };
  operations = listOperations(t.app)
    .map((op) => ({ ...op, roles: doc.paths[op.path][op.method.toLowerCase()]['x-staff-roles'] }))
    .filter((op) => op.access === 'admin' || op.roles);
}, 120_000);
afterAll(() => t.close());

test('every back-office operation states its roles', () => {
  expect(operations.length).toBeGreaterThan(80);
  const unstated = operations.filter((op) => !op.roles?.length).map(label);
  expect(unstated).toEqual([]);
  for (const op of operations) expect(op.roles).toContain('owner');
});

test('each role is refused exactly the operations its role is not listed for', async () => {
  const wrong: string[] = [];
  const zero = '00000000-0000-4000-8000-000000000000';
  for (const op of operations) {
    const url = fillPath(
      op.path,
      Object.fromEntries(op.pathParams.map(({ name }) => [name, name === 'pageType' ? 'home' : zero])),
    );
    for (const role of STAFF_ROLES) {
      const response = await t.app.inject({
        method: op.method,
        url,
        headers: { ...demo, authorization: `Bearer ${tokens[role]}` },
      });
      const body = response.body.startsWith('{') ? JSON.parse(response.body) : {};
      const refused = response.statusCode === 403 && body.code === NO_ACCESS_CODE;
      if (refused) expect(body.error).toBe(NO_ACCESS_MESSAGE);
      if (refused === op.roles!.includes(role))
        wrong.push(`${label(op)} as ${role}: ${response.statusCode} ${body.code ?? ''}`);
    }
  }
  expect(wrong).toEqual([]);
}, 300_000);

describe('an order read outside the back-office routes', () => {
  /** A signed-in shopper's paid order: its id, and the shopper's email. */
  async function shoppersOrder() {
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const mug = (await listProducts(t.app)).find((product) => product.name === 'Kenai River Stoneware Mug')!;
    const started = await startPayment(
      t.app,
      [{ product: mug, quantity: 1 }],
      { customerInfo: { ...CUSTOMER_INFO, email: 'shopper@demo.test' } },
      shopper,
    );
    await confirmCard(t.app, started.json().paymentIntentId);
    const placed = await createOrder(t.app, started.json().paymentIntentId, shopper);
    expect(placed.statusCode).toBe(200);
    return placed.json().id as string;
  }

  const as = (role: StaffRole, url: string) =>
    t.app.inject({ url, headers: { ...demo, authorization: `Bearer ${tokens[role]}` } });

  it("is the store's only for a role that reaches orders and customers; to Catalog it is anyone else's", async () => {
    const orderId = await shoppersOrder();
    for (const role of ['owner', 'manager', 'orders'] as const) {
      const history = await as(role, '/api/orders/history/shopper@demo.test');
      expect(history.statusCode).toBe(200);
      expect(history.json().map((order: { id: string }) => order.id)).toContain(orderId);
      const documents = await as(role, `/api/orders/${orderId}/documents`);
      expect(documents.statusCode).toBe(200);
      expect((await as(role, `/api/orders/${orderId}/returns`)).statusCode).toBe(200);
    }
    const history = await as('catalog', '/api/orders/history/shopper@demo.test');
    expect(history.statusCode).toBe(403);
    expect(history.json().code).toBe('NOT_YOUR_ACCOUNT');
    expect((await as('catalog', `/api/orders/${orderId}/documents`)).statusCode).toBe(404);
    expect((await as('catalog', `/api/orders/${orderId}/returns`)).statusCode).toBe(404);
  });
});
