/**
 * The store the returns tests share and what they do in it: the demo store with its mail caught
 * over SMTP, its owner, north's owner and a shopper signed in, and a piece sold as itself stocked
 * to 200; an order of it paid for (with the return link its confirmation mail carries), delivered
 * (days ago, when asked), pieces asked back, and a request accepted.
 */
import { and, eq } from 'drizzle-orm';
import { orderEvents } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './build-app';
import { confirmCard, createOrder, listProducts, startPayment, type ApiProduct } from './shop';
import { startSmtpMailbox } from './smtp';

type Headers = Record<string, string>;

export type ReturnsStore = {
  t: TestApp;
  smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
  owner: Headers;
  northOwner: Headers;
  shopper: Headers;
  /** A piece sold as itself, stocked to 200. */
  product: ApiProduct;
  close: () => Promise<void>;
};

/** The address every order is placed with (shop.ts's customer). */
export const BUYER = 'ada@example.test';

/** The api with its mailbox, the three people signed in, and the piece stocked. */
export async function openReturnsStore(): Promise<ReturnsStore> {
  const smtp = await startSmtpMailbox();
  const t = await buildTestApp({ SMTP_URL: smtp.url });
  const [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  const product = (await listProducts(t.app)).find(
    (p) => p.totalInventory !== null && p.totalInventory >= 5 && !p.variants?.length,
  )!;
  const stocked = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}/inventory`,
    headers: { ...demo, ...owner },
    payload: { totalInventory: 200 },
  });
  expect(stocked.statusCode).toBe(200);
  return {
    t,
    smtp,
    owner,
    northOwner,
    shopper,
    product,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

/** The returns tests' steps, in the store `store()` answers once it is open. */
export function returnsSteps(store: () => ReturnsStore) {
  let visitor = 0;
  const asOwner = () => ({ ...demo, ...store().owner });
  const stockOf = async () =>
    (await listProducts(store().t.app)).find((p) => p.id === store().product.id)!.totalInventory!;
  const returnsUrl = (id: string, token?: string) =>
    `/api/orders/${id}/returns${token ? `?${new URLSearchParams({ token })}` : ''}`;

  /** A paid order of `quantity` pieces, and the token of its confirmation mail's return link. */
  async function paidOrder(quantity = 3, basket: Record<string, unknown> = {}) {
    const { t, smtp, product } = store();
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
    store().t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: asOwner(),
      payload: { status },
    });

  /** The order shipped and delivered; `daysAgo`, its delivery dated that many days back. */
  async function delivered(id: string, daysAgo = 0) {
    expect((await move(id, 'Shipped')).statusCode).toBe(200);
    expect((await move(id, 'Delivered')).statusCode).toBe(200);
    if (daysAgo)
      await store()
        .t.database.db.update(orderEvents)
        .set({ createdAt: new Date(Date.now() - daysAgo * 24 * 3600 * 1000) })
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'Delivered')));
  }

  const ask = (id: string, token: string | undefined, payload: object, headers: Headers = demo) =>
    store().t.app.inject({ method: 'POST', url: returnsUrl(id, token), headers, payload });

  async function itemOf(id: string, token: string) {
    const read = await store().t.app.inject({ url: returnsUrl(id, token), headers: demo });
    expect(read.statusCode).toBe(200);
    return read.json().items[0] as { orderItemId: string; quantity: number };
  }

  const accept = (id: string, payload?: object, headers: Headers = asOwner()) =>
    store().t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/accept`,
      headers,
      // The body is a JSON object; restock defaults to true.
      payload: payload ?? {},
    });

  return { asOwner, stockOf, returnsUrl, paidOrder, delivered, ask, itemOf, accept };
}
