/**
 * The activity log for orders and returns: a refund, a status change, a note and a cancel are each
 * a line with who made it and the order's fields before → after (money in cents), the refund's
 * amount, pieces and restock beside them; a retried refund that refunds nothing writes none; and
 * no route changes a line.
 */
import { demo, type TestApp, ownerApp } from './support/build-app';
import { confirmCard, createOrder, listProducts, startPayment } from './support/shop';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ t, owner } = await ownerApp());
}, 120_000);
afterAll(() => t.close());

type Entry = {
  action: string;
  summary: string;
  subjectId: string | null;
  actor: { email: string | null; role: string | null };
  changes: { field: string; from: unknown; to: unknown }[];
};

async function paidOrder() {
  const product = (await listProducts(t.app)).find(
    (p) => p.totalInventory !== null && p.totalInventory >= 5,
  )!;
  const started = await startPayment(t.app, [{ product, quantity: 2 }]);
  const { paymentIntentId } = started.json();
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  const placed = await createOrder(t.app, paymentIntentId);
  expect(placed.statusCode).toBe(200);
  return { id: placed.json().id as string, orderId: placed.json().orderId as string, product };
}

const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...demo, ...owner, ...headers }, payload });

async function linesOf(orderId: string): Promise<Entry[]> {
  const response = await t.app.inject({ url: '/api/admin/audit?kind=order', headers: { ...demo, ...owner } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { entries: Entry[] }).entries.filter((entry) => entry.subjectId === orderId);
}

const change = (line: Entry, field: string) => line.changes.find((c) => c.field === field);

it('a refund is a line with who, the money refunded before → after, its amount, pieces and restock; a retry writes none', async () => {
  const { id, orderId, product } = await paidOrder();
  const refund = () =>
    send(
      'POST',
      `/api/admin/orders/${id}/refund`,
      { amount: 3, restock: true, items: [{ productId: product.id, quantity: 1 }], reason: 'Chipped' },
      { 'idempotency-key': 'audit-refund-1' },
    );
  expect((await refund()).statusCode).toBe(200);
  expect((await refund()).statusCode).toBe(200);
  const lines = await linesOf(id);
  expect(lines.map((line) => line.action)).toEqual(['order.refund']);
  const [line] = lines;
  expect(line.summary).toBe(orderId);
  expect(line.actor).toMatchObject({ email: 'owner@demo.test', role: 'owner' });
  expect(change(line, 'status')).toEqual({ field: 'status', from: 'Paid', to: 'Partially Refunded' });
  expect(change(line, 'refundedCents')).toEqual({ field: 'refundedCents', from: 0, to: 300 });
  expect(change(line, 'amountCents')).toEqual({ field: 'amountCents', from: null, to: 300 });
  expect(change(line, 'restock')?.to).toBe(true);
  expect(change(line, 'pieces')?.to).toEqual([
    expect.objectContaining({ productId: product.id, quantity: 1 }),
  ]);
  expect(change(line, 'reason')?.to).toBe('Chipped');
});

it('a status change, a note and a cancel are lines with the fields before → after', async () => {
  const { id } = await paidOrder();
  const shipped = await send('POST', `/api/admin/orders/${id}/status`, {
    status: 'Shipped',
    trackingNumber: '1Z999AA10123456784',
    carrier: 'UPS',
  });
  expect(shipped.statusCode).toBe(200);
  expect((await send('POST', `/api/admin/orders/${id}/notes`, { text: 'Left at the door' })).statusCode).toBe(
    201,
  );
  // A refused move writes no line.
  expect((await send('POST', `/api/admin/orders/${id}/status`, { status: 'Shipped' })).statusCode).toBe(409);
  const lines = await linesOf(id);
  expect(lines.map((line) => line.action)).toEqual(['order.note', 'order.status']);
  const [note, status] = lines;
  expect(change(status, 'status')).toEqual({ field: 'status', from: 'Paid', to: 'Shipped' });
  expect(change(status, 'tracking.trackingNumber')?.to).toBe('1Z999AA10123456784');
  expect(status.actor).toMatchObject({ email: 'owner@demo.test' });
  expect(note.changes).toEqual([{ field: 'note', from: null, to: 'Left at the door' }]);

  const other = await paidOrder();
  expect(
    (await send('POST', `/api/admin/orders/${other.id}/cancel`, { reason: 'Asked to' })).statusCode,
  ).toBe(200);
  const [cancel] = await linesOf(other.id);
  expect(cancel.action).toBe('order.cancel');
  expect(change(cancel, 'status')).toEqual({ field: 'status', from: 'Paid', to: 'Cancelled' });
  expect(change(cancel, 'reason')?.to).toBe('Asked to');
});

it('still has no route that changes or deletes a line', async () => {
  for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const)
    for (const url of ['/api/admin/audit', '/api/admin/audit/1']) {
      const response = await t.app.inject({ method, url, headers: { ...demo, ...owner }, payload: {} });
      expect(response.statusCode).toBe(404);
    }
});
