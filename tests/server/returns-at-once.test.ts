/**
 * Returns asked for or decided twice at once: the owner's Accept pressed twice makes one refund
 * with the pieces back in stock once, and a withdrawal form sent twice makes one request and one
 * mail. These are the returns checks whose outcome depends on the database server (PGlite takes one
 * transaction at a time, PostgreSQL many); the others are in returns.test.ts.
 */
import { eq } from 'drizzle-orm';
import { orderRefunds, orders, returnRequests } from '@/server/src/db/schema';
import { demo, type TestApp } from './support/build-app';
import { BUYER, openReturnsStore, returnsSteps, type ReturnsStore } from './support/returns-fixtures';
import type { ApiProduct } from './support/shop';

let store: ReturnsStore;
let t: TestApp;
let smtp: ReturnsStore['smtp'];
let product: ApiProduct;

beforeAll(async () => {
  store = await openReturnsStore();
  ({ t, smtp, product } = store);
}, 120_000);
afterAll(() => store.close());

const { asOwner, stockOf, returnsUrl, paidOrder, delivered, ask, itemOf, accept } = returnsSteps(() => store);

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
