/**
 * Returns and the EU right of withdrawal: a buyer (signed in, or a guest by the confirmation
 * mail's link) asks to send pieces back; the owner accepts (one refund with restock, once, however
 * often pressed) or declines with a message; the window, personalised pieces and other orders and
 * stores are refused. Mail goes over SMTP; payments through the built-in test provider.
 */
import { and, eq } from 'drizzle-orm';
import { PERSONALISATION_MESSAGES } from '@/lib/constants/personalisation';
import { RETURN_MESSAGES } from '@/lib/schemas/returns';
import { orderEvents, orderRefunds, orders, products, returnRequests, users } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { confirmCard, createOrder, listProducts, startPayment, type ApiProduct } from './support/shop';
import { startSmtpMailbox } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let product: ApiProduct;
let visitor = 0;
const BUYER = 'ada@example.test';
const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  product = (await listProducts(t.app)).find(
    (p) => p.totalInventory !== null && p.totalInventory >= 5 && !p.variants?.length,
  )!;
  const stocked = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}/inventory`,
    headers: asOwner(),
    payload: { totalInventory: 200 },
  });
  expect(stocked.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const asOwner = () => ({ ...demo, ...owner });
const stockOf = async () => (await listProducts(t.app)).find((p) => p.id === product.id)!.totalInventory!;
const returnsUrl = (id: string, token?: string) =>
  `/api/orders/${id}/returns${token ? `?${new URLSearchParams({ token })}` : ''}`;

/** A paid order of `quantity` pieces, and the token of its confirmation mail's return link. */
async function paidOrder(quantity = 3, basket: Record<string, unknown> = {}) {
  visitor += 1;
  const started = await startPayment(t.app, [{ product, quantity }], basket, {
    'x-forwarded-for': `10.9.0.${visitor}`,
  });
  expect(started.statusCode).toBe(200);
  const { paymentIntentId } = started.json();
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  const placed = await createOrder(t.app, paymentIntentId);
  expect(placed.statusCode).toBe(200);
  const id: string = placed.json().id;
  await smtp.waitForMailAbout(BUYER, `Your order ${placed.json().orderId} is confirmed`);
  const mail = smtp.mailsAbout(BUYER, `Your order ${placed.json().orderId} is confirmed`).at(-1)!;
  const link = new RegExp(`/orders/${id}/return\\?token=([A-Za-z0-9_-]+)`).exec(
    mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  );
  expect(link).not.toBeNull();
  return { id, orderNumber: placed.json().orderId as string, token: link![1] };
}

const move = (id: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: asOwner(),
    payload: { status },
  });

async function delivered(id: string, daysAgo = 0) {
  expect((await move(id, 'Shipped')).statusCode).toBe(200);
  expect((await move(id, 'Delivered')).statusCode).toBe(200);
  if (daysAgo)
    await t.database.db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - daysAgo * 24 * 3600 * 1000) })
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'Delivered')));
}

const ask = (
  id: string,
  token: string | undefined,
  payload: object,
  headers: Record<string, string> = demo,
) => t.app.inject({ method: 'POST', url: returnsUrl(id, token), headers, payload });

async function itemOf(id: string, token: string) {
  const read = await t.app.inject({ url: returnsUrl(id, token), headers: demo });
  expect(read.statusCode).toBe(200);
  return read.json().items[0] as { orderItemId: string; quantity: number };
}

const accept = (id: string, payload?: object, headers: Record<string, string> = asOwner()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/returns/${id}/accept`,
    headers,
    // The body is a JSON object; restock defaults to true.
    payload: payload ?? {},
  });

describe('a return inside the window', () => {
  it('becomes one refund with the pieces back in stock once accepted, however often Accept is pressed', async () => {
    const order = await paidOrder(3);
    await delivered(order.id, 3);
    const item = await itemOf(order.id, order.token);
    const made = await ask(order.id, order.token, {
      kind: 'return',
      items: [{ orderItemId: item.orderItemId, quantity: 2 }],
      reason: 'Too small',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      kind: 'return',
      status: 'requested',
      orderNumber: order.orderNumber,
    });
    await smtp.waitForMailAbout(BUYER, `Return request for your order ${order.orderNumber} received`);
    await smtp.waitForMailAbout('owner@demo.test', `Return request for order ${order.orderNumber}`);

    const listed = await t.app.inject({ url: '/api/admin/returns?status=requested', headers: asOwner() });
    const open = listed.json().find((row: { id: string }) => row.id === made.json().id);
    expect(open.proposedRefundCents).toBe(Math.round(product.price * 100) * 2);

    const stock = await stockOf();
    const presses = await Promise.all([accept(made.json().id), accept(made.json().id, { restock: true })]);
    expect(presses.map((press) => press.statusCode).sort()).toEqual([200, 409]);
    expect(presses.find((press) => press.statusCode === 409)!.json().code).toBe('RETURN_ALREADY_DECIDED');
    const again = await accept(made.json().id);
    expect(again.statusCode).toBe(409);

    const refunds = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amountCents).toBe(Math.round(product.price * 100) * 2);
    expect(refunds[0].restocked).toEqual([{ productId: product.id, quantity: 2 }]);
    expect(await stockOf()).toBe(stock + 2);
    const [row] = await t.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, made.json().id));
    expect(row).toMatchObject({ status: 'accepted', refundId: refunds[0].id });

    const detail = (await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: asOwner() })).json();
    const notes = detail.timeline.map((line: { note?: string }) => line.note).filter(Boolean);
    expect(notes).toEqual(['Return requested', 'Return accepted']);
    expect(detail.status).toBe('Partially Refunded');
    await smtp.waitForMailAbout(BUYER, `Your return for order ${order.orderNumber} is accepted`);
    // One mail says it: the acceptance names the amount, so the refund's own mail is not sent too.
    await t.app.mailer.settled();
    expect(smtp.mailsAbout(BUYER, `Refund of .* for your order ${order.orderNumber}`)).toHaveLength(0);
    expect(smtp.mailsAbout(BUYER, `Your return for order ${order.orderNumber} is accepted`)).toHaveLength(1);

    // What is left to ask back: the one piece not asked for.
    const after = await t.app.inject({ url: returnsUrl(order.id, order.token), headers: demo });
    expect(after.json().items[0].returnableQuantity).toBe(1);
    const tooMany = await ask(order.id, order.token, {
      kind: 'return',
      items: [{ orderItemId: item.orderItemId, quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'RETURN_QUANTITY_TOO_HIGH', field: 'items.0.quantity' });
  });

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

describe('withdrawal (EU)', () => {
  it('confirms receipt by mail once, however often the form is sent', async () => {
    const order = await paidOrder(2);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    await t.database.db
      .update(orders)
      .set({ shippingAddress: { ...row.shippingAddress!, country: 'DE' } })
      .where(eq(orders.id, order.id));
    const read = await t.app.inject({ url: returnsUrl(order.id, order.token), headers: demo });
    expect(read.json().withdrawal).toBe(true);
    const body = {
      kind: 'withdrawal',
      items: [{ orderItemId: read.json().items[0].orderItemId, quantity: 2 }],
    };
    const [first, second] = await Promise.all([
      ask(order.id, order.token, body),
      ask(order.id, order.token, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
    const subject = `Withdrawal from your order ${order.orderNumber} received`;
    await smtp.waitForMailAbout(BUYER, subject);
    await t.app.mailer.settled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsAbout(BUYER, subject)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order.id));
    expect(rows).toHaveLength(1);

    // The whole order withdrawn: accepting refunds all of it.
    const accepted = await accept(first.json().id);
    expect(accepted.statusCode).toBe(200);
    const detail = (await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: asOwner() })).json();
    expect(detail.status).toBe('Refunded');
    expect(accepted.json().refundedCents).toBe(Math.round(detail.total * 100));
    expect(detail.timeline.map((line: { note?: string }) => line.note).filter(Boolean)).toEqual([
      'Withdrawal received',
      'Return accepted',
    ]);
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
