/**
 * The owner told in time: a new order, a return request, a piece or size falling to the low-stock
 * threshold and a paid order past its ship-by day each mail the store's owner and its Orders staff
 * once (not its Catalog staff), however often the minute's job runs; a notice turned off is not
 * mailed; with the daily digest on, the morning's one mail gathers them instead. The settings are
 * the owner's and managers', checked field by field. Mail goes over SMTP.
 */
import { and, eq } from 'drizzle-orm';
import { orders, productVariants, users } from '@/server/src/db/schema';
import { ownerDigestJob, ownerNoticesJob } from '@/server/src/jobs/owner-notices';
import { hashPassword } from '@/server/src/services/auth/passwords';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import {
  confirmCard,
  createOrder,
  CUSTOMER_INFO,
  listProducts,
  startPayment,
  type ApiProduct,
} from './support/shop';
import { startSmtpMailbox } from './support/smtp';

const OWNER = 'owner@demo.test';
const DESK = 'orders-desk@demo.test';
const SHELVES = 'catalog-shelves@demo.test';
const BUYER = CUSTOMER_INFO.email;
const DEFAULTS = {
  newOrder: true,
  returnRequest: true,
  lowStock: true,
  shipByLate: true,
  lowStockThreshold: 2,
  dailyDigest: false,
};

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let owner: Record<string, string>;
let desk: Record<string, string>;
let visitor = 0;
let plain: ApiProduct[];

const asOwner = () => ({ ...demo, ...owner });

/** A staff member of the demo store with this role, signed in. */
async function staffPerson(email: string, staffRole: 'orders' | 'catalog') {
  const passwordHash = await hashPassword('Sitka-demo-2026!');
  await t.database.db
    .insert(users)
    .values({ tenantId: 'demo', email, role: 'admin', staffRole, passwordHash, emailVerifiedAt: new Date() });
  const [person] = await t.database.db
    .select({ id: users.id, ver: users.tokenVersion })
    .from(users)
    .where(and(eq(users.tenantId, 'demo'), eq(users.email, email)));
  const token = t.app.jwt.sign({ sub: person.id, tenant: 'demo', role: 'admin', ver: person.ver });
  return { authorization: `Bearer ${token}` };
}

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  owner = await bearerFor(t.app, OWNER);
  desk = await staffPerson(DESK, 'orders');
  await staffPerson(SHELVES, 'catalog');
  plain = (await listProducts(t.app)).filter((product) => !product.variants?.length);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const saveSettings = (payload: object, headers: Record<string, string> = asOwner()) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/notice-settings', headers, payload });

async function settings(changes: Partial<typeof DEFAULTS> = {}) {
  const saved = await saveSettings({ ...DEFAULTS, ...changes });
  expect(saved.statusCode).toBe(200);
}

/** The minute's job, as a scheduled run would do it (twice, where a test says so). */
const runMinute = async () => {
  await ownerNoticesJob.run(t.app, new Date());
  await t.app.mailer.settled();
};

/** A paid order of `quantity` of `product` (of its `variantId`), answered as the api answers it. */
async function buy(product: ApiProduct, quantity = 1, variantId?: string) {
  visitor += 1;
  const extra = variantId ? { items: [{ id: product.id, variantId, quantity, price: product.price }] } : {};
  const started = await startPayment(t.app, [{ product, quantity }], extra, {
    'x-forwarded-for': `10.7.0.${visitor}`,
  });
  expect(started.statusCode).toBe(200);
  const { paymentIntentId } = started.json();
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  const placed = await createOrder(t.app, paymentIntentId);
  expect(placed.statusCode).toBe(200);
  await t.app.mailer.settled();
  return placed.json() as { id: string; orderId: string };
}

/** The token of the return link in the order's confirmation mail to the buyer. */
async function returnToken(order: { id: string; orderId: string }) {
  await smtp.waitForMailAbout(BUYER, `Your order ${order.orderId} is confirmed`);
  const mail = smtp.mailsAbout(BUYER, `Your order ${order.orderId} is confirmed`).at(-1)!;
  const link = new RegExp(`/orders/${order.id}/return\\?token=([A-Za-z0-9_-]+)`).exec(
    mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  );
  return link![1];
}

const setStock = async (product: ApiProduct, totalInventory: number) =>
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product.id}/inventory`,
        headers: asOwner(),
        payload: { totalInventory },
      })
    ).statusCode,
  ).toBe(200);

describe('notice settings', () => {
  it('reads the defaults until saved, then what was saved', async () => {
    const read = await t.app.inject({ url: '/api/admin/notice-settings', headers: asOwner() });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(DEFAULTS);
    const saved = await saveSettings({ ...DEFAULTS, lowStockThreshold: 7, dailyDigest: true });
    expect(saved.json()).toEqual({ ...DEFAULTS, lowStockThreshold: 7, dailyDigest: true });
    const again = await t.app.inject({ url: '/api/admin/notice-settings', headers: asOwner() });
    expect(again.json()).toMatchObject({ lowStockThreshold: 7, dailyDigest: true });
    await settings();
  });

  it.each([
    [{ lowStockThreshold: 1001 }, 'lowStockThreshold'],
    [{ lowStockThreshold: -1 }, 'lowStockThreshold'],
    [{ lowStockThreshold: 2.5 }, 'lowStockThreshold'],
    [{ newOrder: 'yes' }, 'newOrder'],
    [{ dailyDigest: null }, 'dailyDigest'],
  ])('refuses %j naming the field', async (change, field) => {
    const refused = await saveSettings({ ...DEFAULTS, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('are refused to Orders staff and to another store’s owner', async () => {
    const staff = await saveSettings(DEFAULTS, { ...demo, ...desk });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ code: 'ROLE_NOT_ALLOWED' });
    const north = await bearerFor(t.app, 'owner@north.test', 'north');
    const foreign = await t.app.inject({ url: '/api/admin/notice-settings', headers: { ...demo, ...north } });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('a new order', () => {
  it('mails the owner and the Orders staff once, not the Catalog staff, however often the job runs', async () => {
    await settings();
    const order = await buy(plain[0]);
    await smtp.waitForMailAbout(OWNER, `New order ${order.orderId}`);
    await smtp.waitForMailAbout(DESK, `New order ${order.orderId}`);
    await runMinute();
    await runMinute();
    expect(smtp.mailsAbout(OWNER, `New order ${order.orderId}`)).toHaveLength(1);
    expect(smtp.mailsAbout(DESK, `New order ${order.orderId}`)).toHaveLength(1);
    expect(smtp.mailsAbout(SHELVES, 'New order')).toHaveLength(0);
  });

  it('mails nobody when the owner turned new orders off', async () => {
    await settings({ newOrder: false });
    const order = await buy(plain[0]);
    await runMinute();
    expect(smtp.mailsAbout(OWNER, `New order ${order.orderId}`)).toHaveLength(0);
    expect(smtp.mailsAbout(DESK, `New order ${order.orderId}`)).toHaveLength(0);
    await settings();
  });
});

describe('a return request', () => {
  it('mails the owner and the Orders staff', async () => {
    await settings();
    const order = await buy(plain[0]);
    for (const status of ['Shipped', 'Delivered'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/orders/${order.id}/status`,
            headers: asOwner(),
            payload: { status },
          })
        ).statusCode,
      ).toBe(200);
    const token = await returnToken(order);
    const url = `/api/orders/${order.id}/returns?${new URLSearchParams({ token })}`;
    const items = await t.app.inject({ url, headers: demo });
    expect(items.statusCode).toBe(200);
    const item = items.json().items[0] as { orderItemId: string };
    const asked = await t.app.inject({
      method: 'POST',
      url,
      headers: demo,
      payload: { kind: 'return', items: [{ orderItemId: item.orderItemId, quantity: 1 }], reason: 'Too big' },
    });
    expect(asked.statusCode).toBe(201);
    await smtp.waitForMailAbout(OWNER, `Return request for order ${order.orderId}`);
    await smtp.waitForMailAbout(DESK, `Return request for order ${order.orderId}`);
    await runMinute();
    expect(smtp.mailsAbout(OWNER, `Return request for order ${order.orderId}`)).toHaveLength(1);
  });
});

/** Mails to `email` whose subject is `subject` exactly. */
const mailsTitled = (email: string, subject: string) =>
  smtp.mailsTo(email).filter((mail) => mail.raw.includes(`\nSubject: ${subject}\r\n`));

describe('low stock', () => {
  it('tells once as a sale crosses the threshold, not as the next sale, and again after a restock', async () => {
    await settings({ lowStockThreshold: 2 });
    const piece = plain.find((product) => product !== plain[0] && /^[A-Za-z ]{1,40}$/.test(product.name))!;
    const subject = `Low stock: ${piece.name}`;
    await setStock(piece, 3);
    await runMinute();
    await buy(piece);
    await runMinute();
    await runMinute();
    expect(mailsTitled(OWNER, subject)).toHaveLength(1);
    expect(mailsTitled(DESK, subject)).toHaveLength(1);
    expect(smtp.lastMailTo(OWNER)).toContain(`${piece.name} is down to 2 in stock`);
    await buy(piece);
    await runMinute();
    expect(mailsTitled(OWNER, subject)).toHaveLength(1);
    await setStock(piece, 5);
    await runMinute();
    await buy(piece, 3);
    await runMinute();
    expect(mailsTitled(OWNER, subject)).toHaveLength(2);
  });

  it('tells of a size of a product with sizes', async () => {
    await settings({ lowStockThreshold: 2 });
    const sized = (await listProducts(t.app)).find(
      (product) => product.variants?.length && /^[A-Za-z ]{1,40}$/.test(product.name),
    )!;
    const size = sized.variants![0];
    await t.database.db
      .update(productVariants)
      .set({ totalInventory: 3, priceCents: null })
      .where(eq(productVariants.id, size.id));
    await runMinute();
    // Above the threshold now, whatever the seed had told of it before.
    const subject = `Low stock: ${sized.name} (${size.name})`;
    const before = mailsTitled(OWNER, subject).length;
    await buy(sized, 1, size.id);
    await runMinute();
    await runMinute();
    expect(mailsTitled(OWNER, subject)).toHaveLength(before + 1);
    expect(smtp.lastMailTo(OWNER)).toContain(`${sized.name} (${size.name}) is down to 2 in stock`);
  });
});

/** Puts a paid order's ship-by day in the past, as if it had waited since. */
const overdue = (order: { id: string }) =>
  t.database.db.update(orders).set({ shipBy: '2020-01-06' }).where(eq(orders.id, order.id));

describe('an order past its ship-by day', () => {
  it('mails once while it stays unshipped; a shipped one is not told', async () => {
    await settings();
    const [late, shipped] = [await buy(plain[0]), await buy(plain[0])];
    await Promise.all([overdue(late), overdue(shipped)]);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${shipped.id}/status`,
      headers: asOwner(),
      payload: { status: 'Shipped' },
    });
    expect(moved.statusCode).toBe(200);
    await runMinute();
    await runMinute();
    expect(mailsTitled(OWNER, `Order ${late.orderId} is past its ship-by day`)).toHaveLength(1);
    expect(mailsTitled(DESK, `Order ${late.orderId} is past its ship-by day`)).toHaveLength(1);
    expect(mailsTitled(OWNER, `Order ${shipped.orderId} is past its ship-by day`)).toHaveLength(0);
  });
});

describe('the daily digest', () => {
  it('gathers the day’s notices into one morning mail instead of one mail each', async () => {
    await settings({ dailyDigest: true });
    const order = await buy(plain[0]);
    await overdue(order);
    await runMinute();
    await runMinute();
    expect(smtp.mailsAbout(OWNER, `New order ${order.orderId}`)).toHaveLength(0);
    expect(mailsTitled(OWNER, `Order ${order.orderId} is past its ship-by day`)).toHaveLength(0);
    const digests = () => smtp.mailsAbout(OWNER, 'Your day at ');
    expect(digests()).toHaveLength(0);
    await ownerDigestJob.run(t.app, new Date());
    await ownerDigestJob.run(t.app, new Date());
    await t.app.mailer.settled();
    expect(digests()).toHaveLength(1);
    expect(smtp.mailsAbout(DESK, 'Your day at ')).toHaveLength(1);
    const text = smtp.lastMailTo(OWNER);
    expect(text).toContain('Subject: Your day at Sitka Silver & Clay: 2 notices');
    expect(text).toContain(`New order ${order.orderId}`);
    expect(text).toContain(`Order ${order.orderId}: to ship by 2020-01-06`);
    await runMinute();
    expect(smtp.mailsAbout(OWNER, `New order ${order.orderId}`)).toHaveLength(0);
    await settings();
  });

  it('sends what waited for the digest one mail each once the digest is turned off', async () => {
    await settings({ dailyDigest: true });
    const order = await buy(plain[0]);
    await runMinute();
    expect(smtp.mailsAbout(OWNER, `New order ${order.orderId}`)).toHaveLength(0);
    await settings();
    await runMinute();
    await runMinute();
    expect(smtp.mailsAbout(OWNER, `New order ${order.orderId}`)).toHaveLength(1);
    expect(smtp.mailsAbout(DESK, `New order ${order.orderId}`)).toHaveLength(1);
  });
});
