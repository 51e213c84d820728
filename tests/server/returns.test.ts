/**
 * Returns and the EU right of withdrawal: a buyer (signed in, or a guest by the confirmation
 * mail's link) asks to send pieces back; the owner declines with a message; the window,
 * personalised pieces and other orders and stores are refused. Mail goes over SMTP; payments
 * through the built-in test provider. Accepting, pressed twice at once, and a withdrawal sent twice
 * at once are in returns-at-once.test.ts.
 */
import { eq } from 'drizzle-orm';
import { PERSONALISATION_MESSAGES } from '@/lib/constants/personalisation';
import { RETURN_MESSAGES } from '@/lib/schemas/returns';
import { orders, products, users } from '@/server/src/db/schema';
import { demo, type TestApp } from './support/build-app';
import { BUYER, openReturnsStore, returnsSteps, type ReturnsStore } from './support/returns-fixtures';
import type { ApiProduct } from './support/shop';

let store: ReturnsStore;
let t: TestApp;
let smtp: ReturnsStore['smtp'];
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let product: ApiProduct;
const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  store = await openReturnsStore();
  ({ t, smtp, northOwner, shopper, product } = store);
}, 120_000);
afterAll(() => store.close());

const { asOwner, returnsUrl, paidOrder, delivered, ask, itemOf, accept } = returnsSteps(() => store);

describe('a return inside the window', () => {
  it('is allowed before delivery (the window has not started) and a decline mails the owner’s message', async () => {
    const order = await paidOrder(1);
    const read = await t.app.inject({ url: returnsUrl(order.id, order.token), headers: demo });
    expect(read.json()).toMatchObject({
      windowEndsOn: null,
      windowClosed: false,
      withdrawal: false,
      unavailable: null,
    });
    const item = read.json().items[0];
    const made = await ask(order.id, order.token, {
      kind: 'return',
      items: [{ orderItemId: item.orderItemId, quantity: 1 }],
    });
    expect(made.statusCode).toBe(201);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${made.json().id}/decline`,
      headers: asOwner(),
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${made.json().id}/decline`,
      headers: asOwner(),
      payload: { message: 'Worn pieces cannot be taken back' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'declined',
      ownerMessage: 'Worn pieces cannot be taken back',
    });
    await smtp.waitForMailAbout(BUYER, `Your return request for order ${order.orderNumber} was declined`);
    expect(smtp.lastMailTo(BUYER)).toContain('Worn pieces cannot be taken back');
    expect((await accept(made.json().id)).statusCode).toBe(409);
  });
});

describe('refusals', () => {
  it('refuses a request past the window, with the date it closed', async () => {
    const order = await paidOrder(1);
    await delivered(order.id, 20);
    const read = await t.app.inject({ url: returnsUrl(order.id, order.token), headers: demo });
    const endsOn: string = read.json().windowEndsOn;
    expect(read.json().windowClosed).toBe(true);
    const closedOn = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${endsOn}T00:00:00Z`));
    expect(read.json().unavailable).toBe(RETURN_MESSAGES.windowClosed(closedOn));
    const refused = await ask(order.id, order.token, {
      kind: 'return',
      items: [{ orderItemId: read.json().items[0].orderItemId, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'RETURN_WINDOW_CLOSED',
      error: RETURN_MESSAGES.windowClosed(closedOn),
    });
    expect(closedOn).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('refuses a personalised piece (returnable false), naming it and its field', async () => {
    const read = await t.app.inject({ url: `/api/admin/products/${product.id}`, headers: asOwner() });
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: asOwner(),
      payload: { version: read.json().version, returnable: false },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().returnable).toBe(false);
    try {
      const order = await paidOrder(1);
      const items = (await t.app.inject({ url: returnsUrl(order.id, order.token), headers: demo })).json()
        .items;
      expect(items[0]).toMatchObject({ returnable: false });
      const refused = await ask(order.id, order.token, {
        kind: 'return',
        items: [{ orderItemId: items[0].orderItemId, quantity: 1 }],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'ITEM_NOT_RETURNABLE',
        field: 'items.0.orderItemId',
        error: RETURN_MESSAGES.notReturnable(items[0].name),
      });
    } finally {
      await t.database.db.update(products).set({ returnable: true }).where(eq(products.id, product.id));
    }
  });

  it('refuses a piece made to its buyer’s answers, naming it, and marks it not returnable', async () => {
    const read = await t.app.inject({ url: `/api/admin/products/${product.id}`, headers: asOwner() });
    const asked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: asOwner(),
      payload: {
        version: read.json().version,
        personalisation: [{ id: 'initials', kind: 'text', label: 'Initials', maxLength: 3 }],
      },
    });
    expect(asked.statusCode).toBe(200);
    try {
      // One piece with initials, one without: two lines of the order.
      const order = await paidOrder(2, {
        items: [
          { id: product.id, quantity: 1, personalisation: { initials: 'RKB' } },
          { id: product.id, quantity: 1 },
        ],
      });
      await delivered(order.id, 1);
      const items = (await t.app.inject({ url: returnsUrl(order.id, order.token), headers: demo })).json()
        .items as { orderItemId: string; returnable: boolean }[];
      const detail = (
        await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: asOwner() })
      ).json();
      expect(
        detail.items.map((item: { personalisation: unknown[] }) => item.personalisation.length).sort(),
      ).toEqual([0, 1]);
      expect(items.map((item) => item.returnable).sort()).toEqual([false, true]);
      const personalised = items.findIndex((item) => !item.returnable);
      const refused = await ask(order.id, order.token, {
        kind: 'return',
        items: [
          { orderItemId: items[1 - personalised].orderItemId, quantity: 1 },
          { orderItemId: items[personalised].orderItemId, quantity: 1 },
        ],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'ITEM_NOT_RETURNABLE',
        field: 'items.1.orderItemId',
        error: PERSONALISATION_MESSAGES.notReturnable,
      });
      const plain = await ask(order.id, order.token, {
        kind: 'return',
        items: [{ orderItemId: items[1 - personalised].orderItemId, quantity: 1 }],
      });
      expect(plain.statusCode).toBe(201);
    } finally {
      await t.database.db.update(products).set({ personalisation: [] }).where(eq(products.id, product.id));
    }
  });

  it('refuses a withdrawal for an order not delivered in the EU, and a piece of another order', async () => {
    const [order, other] = [await paidOrder(1), await paidOrder(1)];
    const otherItem = await itemOf(other.id, other.token);
    const withdrawal = await ask(order.id, order.token, {
      kind: 'withdrawal',
      items: [{ orderItemId: (await itemOf(order.id, order.token)).orderItemId, quantity: 1 }],
    });
    expect(withdrawal.statusCode).toBe(422);
    expect(withdrawal.json()).toMatchObject({ code: 'WITHDRAWAL_NOT_AVAILABLE', field: 'kind' });
    const foreign = await ask(order.id, order.token, {
      kind: 'return',
      items: [{ orderItemId: otherItem.orderItemId, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'ITEM_NOT_IN_ORDER', field: 'items.0.orderItemId' });
  });
});

describe('who may see an order’s returns', () => {
  it('gives 404 to a wrong token, another order’s token and another store, and learns nothing', async () => {
    const [order, other] = [await paidOrder(1), await paidOrder(1)];
    const wrong = await t.app.inject({ url: returnsUrl(order.id, `${order.token}x`), headers: demo });
    const crossed = await t.app.inject({ url: returnsUrl(order.id, other.token), headers: demo });
    const missing = await t.app.inject({
      url: returnsUrl('00000000-0000-4000-8000-000000000000', order.token),
      headers: demo,
    });
    const elsewhere = await t.app.inject({ url: returnsUrl(order.id, order.token), headers: north });
    const posted = await ask(order.id, other.token, {
      kind: 'return',
      items: [{ orderItemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    const postedElsewhere = await ask(
      order.id,
      order.token,
      { kind: 'return', items: [{ orderItemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
      north,
    );
    for (const answer of [wrong, crossed, missing, elsewhere, posted, postedElsewhere]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
    expect((await t.app.inject({ url: returnsUrl(order.id), headers: demo })).statusCode).toBe(401);
    // Another customer of the store, signed in: 404; the order's own account: its returns.
    const stranger = await t.app.inject({ url: returnsUrl(order.id), headers: { ...demo, ...shopper } });
    expect(stranger.statusCode).toBe(404);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'shopper@demo.test'));
    await t.database.db.update(orders).set({ userId: account.id }).where(eq(orders.id, order.id));
    const own = await t.app.inject({ url: returnsUrl(order.id), headers: { ...demo, ...shopper } });
    expect(own.statusCode).toBe(200);
    expect((await t.app.inject({ url: returnsUrl(order.id), headers: asOwner() })).statusCode).toBe(200);
  });

  it('keeps the owner’s routes to the owner of the store', async () => {
    const order = await paidOrder(1);
    const item = await itemOf(order.id, order.token);
    const made = await ask(order.id, order.token, {
      kind: 'return',
      items: [{ orderItemId: item.orderItemId, quantity: 1 }],
    });
    const id = made.json().id;
    const theirs = { ...north, ...northOwner };
    expect((await accept(id, undefined, theirs)).statusCode).toBe(404);
    expect((await accept(id, undefined, { ...demo, ...shopper })).statusCode).toBe(403);
    expect((await accept(id, undefined, demo)).statusCode).toBe(401);
    const list = await t.app.inject({ url: '/api/admin/returns', headers: theirs });
    expect(list.json().some((row: { id: string }) => row.id === id)).toBe(false);
    const ofOrder = await t.app.inject({ url: `/api/admin/orders/${order.id}/returns`, headers: theirs });
    expect(ofOrder.statusCode).toBe(404);
    const mine = await t.app.inject({ url: `/api/admin/orders/${order.id}/returns`, headers: asOwner() });
    expect(mine.json().map((row: { id: string }) => row.id)).toEqual([id]);
  });
});

describe('consumer settings', () => {
  it('keeps the window and legal identity, and the policy pages speak of them', async () => {
    const read = await t.app.inject({ url: '/api/admin/settings/consumer', headers: asOwner() });
    expect(read.json()).toEqual({
      returnDays: 14,
      returnsFor: 'everyone',
      consentRequiredFor: 'eu',
      legalName: null,
      companyRegistration: null,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/consumer',
      headers: asOwner(),
      payload: { ...(read.json() as object), returnDays: 400 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('returnDays');
    const settings = {
      returnDays: 30,
      returnsFor: 'everyone',
      consentRequiredFor: 'everyone',
      legalName: 'Sitka Silver LLC',
      companyRegistration: 'AK 10234567',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/consumer',
      headers: asOwner(),
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(settings);
    const returnsPage = await t.app.inject({ url: '/api/store/policies/returns', headers: demo });
    expect(returnsPage.json().body).toContain('**30 days**');
    const legal = await t.app.inject({ url: '/api/store/policies/legal', headers: demo });
    expect(legal.json().body).toContain('**Seller:** Sitka Silver LLC');
    expect(legal.json().body).toContain('**Company registration:** AK 10234567');
    const theirs = await t.app.inject({
      url: '/api/admin/settings/consumer',
      headers: { ...north, ...northOwner },
    });
    expect(theirs.json().returnDays).toBe(14);
    expect(
      (await t.app.inject({ url: '/api/admin/settings/consumer', headers: { ...demo, ...shopper } }))
        .statusCode,
    ).toBe(403);
    // Back to the defaults for the other tests' windows.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/consumer',
      headers: asOwner(),
      payload: { ...settings, returnDays: 14 },
    });
  });
});
