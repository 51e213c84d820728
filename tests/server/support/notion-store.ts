/**
 * A store connected to the local Notion server the way an owner connects it (authorize, Notion's
 * code, exchange, five databases linked), and a paid order placed through the api's own checkout
 * with the test card.
 */
import { orderTotalCents, toCents } from '@/lib/money';
import type { TestApp } from './build-app';
import type { FakeDatabase, startFakeNotion } from './fake-notion';

type FakeNotion = Awaited<ReturnType<typeof startFakeNotion>>;
export const NOTION_KINDS = ['products', 'customers', 'orders', 'notifications', 'analytics'] as const;

export async function connectNotionStore(
  t: TestApp,
  fake: FakeNotion,
  headers: Record<string, string>,
  workspace: string,
) {
  const started = await t.app.inject({ method: 'POST', url: '/api/notion-auth/authorize', headers });
  if (started.statusCode !== 200)
    throw new Error(`authorize answered ${started.statusCode}: ${started.body}`);
  const { state } = started.json() as { state: string };
  const { code, token } = fake.issueCode(workspace);
  const exchanged = await t.app.inject({
    method: 'POST',
    url: '/api/notion-auth/exchange-code',
    headers,
    payload: { code, state },
  });
  if (exchanged.statusCode !== 200)
    throw new Error(`exchange-code answered ${exchanged.statusCode}: ${exchanged.body}`);
  const databases = Object.fromEntries(
    NOTION_KINDS.map((kind) => [kind, fake.addDatabase(token, `${workspace} ${kind}`)]),
  ) as Record<(typeof NOTION_KINDS)[number], FakeDatabase>;
  const databaseIds = Object.fromEntries(NOTION_KINDS.map((kind) => [kind, databases[kind].id])) as Record<
    (typeof NOTION_KINDS)[number],
    string
  >;
  const linked = await t.app.inject({
    method: 'POST',
    url: '/api/notion-auth/connect-databases',
    headers,
    payload: databaseIds,
  });
  if (linked.statusCode !== 200)
    throw new Error(`connect-databases answered ${linked.statusCode}: ${linked.body}`);
  return { token, databaseIds, databases };
}

/** A paid order of one in-stock product; `headers` name the store (and the shopper, if signed in). */
export async function placePaidOrder(t: TestApp, headers: Record<string, string>, email: string) {
  const { products: listed } = (await t.app.inject({ url: '/api/products', headers })).json() as {
    products: { id: string; price: number; totalInventory: number | null }[];
  };
  const product = listed.find(
    (candidate) => candidate.totalInventory === null || candidate.totalInventory > 2,
  );
  if (!product) throw new Error('no product in stock to order');
  const customerInfo = {
    name: 'Ada Notion',
    email,
    phone: '(907) 555-0199',
    address: '1 Lincoln St',
    city: 'Sitka',
    state: 'AK',
    zipCode: '99835',
  };
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers,
    payload: {
      amount: orderTotalCents([{ priceCents: toCents(product.price), quantity: 1 }]).totalCents,
      currency: 'usd',
      items: [{ id: product.id, quantity: 1, price: product.price }],
      customerInfo,
    },
  });
  if (intent.statusCode !== 200)
    throw new Error(`create-payment-intent answered ${intent.statusCode}: ${intent.body}`);
  const { paymentIntentId } = intent.json() as { paymentIntentId: string };
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    headers,
    payload: { paymentIntentId, cardNumber: '4242 4242 4242 4242' },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { paymentIntentId, customerInfo },
  });
  if (order.statusCode !== 200) throw new Error(`orders answered ${order.statusCode}: ${order.body}`);
  return order.json() as { id: string; orderId: string };
}

/** A products database row in Notion's raw record form. */
export const productRecord = (
  name: string,
  price: unknown,
  stock: number | null,
  extra: Record<string, unknown> = {},
) => ({
  Name: { id: 'title', type: 'title', title: [{ type: 'text', text: { content: name }, plain_text: name }] },
  Price:
    typeof price === 'number'
      ? { id: 'p', type: 'number', number: price }
      : { id: 'p', type: 'rich_text', rich_text: [{ plain_text: String(price) }] },
  Description: { id: 'd', type: 'rich_text', rich_text: [{ plain_text: `${name}, made in Sitka` }] },
  Size: { id: 's', type: 'number', number: 7 },
  TotalInventory: { id: 'i', type: 'number', number: stock },
  Metal: { id: 'm', type: 'multi_select', multi_select: [{ name: 'Silver' }] },
  Gemstone: { id: 'g', type: 'multi_select', multi_select: [] },
  'Featured Product': { id: 'f', type: 'checkbox', checkbox: false },
  ProductImage: { id: 'u', type: 'url', url: null },
  Archive: { id: 'a', type: 'checkbox', checkbox: false },
  ...extra,
});
