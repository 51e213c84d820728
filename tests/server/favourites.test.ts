/**
 * A shopper's favourites: kept, listed and removed in their own account, the browser's list taken
 * in at sign-in without duplicates, other stores' products and other shoppers' lists out of reach,
 * and the back-in-stock email that goes once to a customer who asked.
 */
import { and, eq } from 'drizzle-orm';
import { favourites, users } from '@/server/src/db/schema';
import { jobsOf } from '@/server/src/jobs';
import { sendBackInStockMails } from '@/server/src/services/customers/back-in-stock';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { listProducts } from './support/shop';
import { startSmtpMailbox } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let second: Record<string, string>;
let plain: { id: string; name: string }[];

const SHOPPER = 'shopper@demo.test';
const SECOND = 'second-shopper@demo.test';

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  // A second customer of the store, with the seeded shopper's password.
  const [seeded] = await t.app.db.select().from(users).where(eq(users.email, SHOPPER));
  await t.app.db.insert(users).values({
    tenantId: 'demo',
    email: SECOND,
    passwordHash: seeded.passwordHash,
    role: 'customer',
    emailVerifiedAt: new Date(),
  });
  [owner, shopper, second] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, SHOPPER),
    bearerFor(t.app, SECOND),
  ]);
  plain = (await listProducts(t.app)).filter((p) => !p.variants?.length && p.totalInventory !== null);
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  who: Record<string, string>,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/favourites${url}`,
    headers: { ...demo, ...who },
    // A write always sends a body, an empty one when it only keeps the piece.
    payload: payload ?? (method === 'PUT' || method === 'POST' ? {} : undefined),
  });
const idsOf = async (who: Record<string, string>) =>
  ((await call(who, 'GET', '/')).json().favourites as { productId: string }[]).map((f) => f.productId).sort();
const setStock = async (id: string, totalInventory: number | null) =>
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${id}/inventory`,
        headers: { ...demo, ...owner },
        payload: { totalInventory },
      })
    ).statusCode,
  ).toBe(200);
const runJob = () => sendBackInStockMails(t.app);
const backMails = (productName: string) => smtp.mailsAbout(SHOPPER, `${productName} is back in stock`);

describe('a shopper’s own list', () => {
  afterAll(() => t.app.db.delete(favourites));

  it('adds, lists with the product as the shop shows it, and removes', async () => {
    const [a, b] = plain;
    expect((await call(shopper, 'PUT', `/${a.id}`)).statusCode).toBe(200);
    const added = await call(shopper, 'PUT', `/${b.id}`);
    expect(added.json().favourites).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productId: a.id,
          notifyWhenBack: false,
          product: expect.objectContaining({ name: a.name }),
        }),
      ]),
    );
    // Adding again keeps one.
    await call(shopper, 'PUT', `/${a.id}`);
    expect(await idsOf(shopper)).toEqual([a.id, b.id].sort());
    const removed = await call(shopper, 'DELETE', `/${a.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await idsOf(shopper)).toEqual([b.id]);
  });

  it('never shows another shopper’s favourites', async () => {
    await call(shopper, 'PUT', `/${plain[2].id}`);
    expect(await idsOf(second)).toEqual([]);
    expect((await call(second, 'DELETE', `/${plain[2].id}`)).statusCode).toBe(200);
    expect(await idsOf(shopper)).toContain(plain[2].id);
  });

  it('refuses another store’s product, an unknown id and a guest', async () => {
    const north = (await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'north' } })).json()
      .products[0];
    const foreign = await call(shopper, 'PUT', `/${north.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('PRODUCT_NOT_FOUND');
    const bad = await call(shopper, 'PUT', '/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('productId');
    expect((await call({}, 'GET', '/')).statusCode).toBe(401);
    expect((await call({}, 'PUT', `/${plain[0].id}`)).statusCode).toBe(401);
  });
});

describe('the browser’s list at sign-in', () => {
  afterAll(() => t.app.db.delete(favourites));

  it('is added without duplicates, twice over, and keeps what the account had', async () => {
    const [a, b, c] = plain;
    await call(shopper, 'PUT', `/${a.id}`, { notifyWhenBack: true });
    const north = (await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'north' } })).json()
      .products[0];
    const guest = { productIds: [a.id, b.id, c.id, b.id, north.id] };
    expect((await call(shopper, 'POST', '/merge', guest)).statusCode).toBe(200);
    const merged = await call(shopper, 'POST', '/merge', guest);
    expect(
      merged
        .json()
        .favourites.map((f: { productId: string }) => f.productId)
        .sort(),
    ).toEqual([a.id, b.id, c.id].sort());
    const rows = await t.app.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.tenantId, 'demo'), eq(favourites.productId, a.id)));
    expect(rows).toHaveLength(1);
    // The account's own choice on a piece stays as it was.
    expect(rows[0].notifyWhenBack).toBe(true);
  });

  it('refuses a list that is not of product ids', async () => {
    const bad = await call(shopper, 'POST', '/merge', { productIds: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toMatch(/^productIds/);
  });
});

describe('back in stock', () => {
  let piece: { id: string; name: string };
  beforeAll(async () => {
    piece = plain[3];
    await setStock(piece.id, 0);
  });

  it('is a job of the api, every few minutes', () => {
    expect(jobsOf(t.app).find((job) => job.name === 'back-in-stock')?.pattern).toBe('*/5 * * * *');
  });

  it('mails nobody while the piece is still sold out, nor a shopper who did not ask', async () => {
    await call(shopper, 'PUT', `/${piece.id}`, { notifyWhenBack: true });
    await call(second, 'PUT', `/${piece.id}`);
    expect(await runJob()).toEqual({ told: 0 });
  });

  it('mails once when it is back, however often the job runs', async () => {
    await setStock(piece.id, 3);
    expect(await runJob()).toEqual({ told: 1 });
    expect(await runJob()).toEqual({ told: 0 });
    await smtp.waitForMailAbout(SHOPPER, `${piece.name} is back in stock`);
    expect(backMails(piece.name)).toHaveLength(1);
    expect(smtp.mailsTo(SECOND)).toHaveLength(0);
    const mine = (await call(shopper, 'GET', '/'))
      .json()
      .favourites.find((f: { productId: string }) => f.productId === piece.id);
    expect(mine.notifiedAt).not.toBeNull();
  });

  it('does not mail again after selling out and coming back, unless the shopper asks again', async () => {
    await setStock(piece.id, 0);
    await setStock(piece.id, 2);
    expect(await runJob()).toEqual({ told: 0 });
    await setStock(piece.id, 0);
    await call(shopper, 'PUT', `/${piece.id}`, { notifyWhenBack: true });
    await setStock(piece.id, 1);
    expect(await runJob()).toEqual({ told: 1 });
    await smtp.waitForMail(SHOPPER, 2);
    expect(backMails(piece.name)).toHaveLength(2);
  });

  it('mails nobody about a piece taken out of the shop', async () => {
    const hidden = plain[4];
    await setStock(hidden.id, 0);
    await call(shopper, 'PUT', `/${hidden.id}`, { notifyWhenBack: true });
    const { version } = (
      await t.app.inject({ url: `/api/admin/products/${hidden.id}`, headers: { ...demo, ...owner } })
    ).json();
    const archived = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${hidden.id}/archived`,
      headers: { ...demo, ...owner },
      payload: { version, archived: true },
    });
    expect(archived.statusCode).toBe(200);
    await setStock(hidden.id, 5);
    expect(await runJob()).toEqual({ told: 0 });
    expect(backMails(hidden.name)).toHaveLength(0);
  });
});
