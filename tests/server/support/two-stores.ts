/**
 * Two seeded stores (`demo` and `north`) made ready for sweeping every route as their people: each
 * has a customer with a profile and an order, a domain listed but not yet proved beside its
 * verified ones, and private values (canaries, its domain TXT value among them) that must never reach
 * anyone acting in the other store. Tokens are signed directly with the current token version, so
 * a sweep that logs an account out or hits a sign-in limit still has working identities.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderTotalCents, toCents } from '@/lib/money';
import { RATE_LIMITS } from '@/server/src/plugins/rate-limits';
import { users } from '@/server/src/db/schema';
import { buildTestApp, type TestApp } from './build-app';
import type { Fill } from './schema-samples';

export type StoreKey = 'A' | 'B';
export type IdentityName = 'none' | 'customerA' | 'adminA' | 'adminB';

export type ProbeStore = {
  key: StoreKey;
  tenant: string;
  fill: Fill;
  /** Every id, email and file of this store a path parameter might take. */
  pathValues: string[];
  /** Private values of this store: none may appear in an answer given in the other store. */
  canaries: string[];
  /** The names the store is served at, and one it listed without proving (served nowhere). */
  servedDomains: string[];
  unprovedDomain: string;
  customerEmail: string;
  adminEmail: string;
};

export type TwoStores = {
  A: ProbeStore;
  B: ProbeStore;
  headers(store: StoreKey): Record<string, string>;
  token(identity: IdentityName): Promise<Record<string, string>>;
  /**
   * The same token, signed once and kept until a write is accepted: a sweep tells `answered` of each
   * answer, since a change may sign its caller (or, an owner's, another account) out.
   */
  signed(identity: IdentityName): Promise<Record<string, string>>;
  answered(method: string, status: number): void;
};

const PASSWORD = 'Sitka-probe-2026!';

/**
 * An api with every rate limit and hold cap lifted, so that sweeps reach the handlers instead of
 * piling up 429s. (Settings an older api does not know are ignored by its config.)
 */
export function buildProbeApp(): Promise<TestApp> {
  const generous = Object.keys(RATE_LIMITS)
    .map((name) => `${name}=1000000/1`)
    .join(',');
  return buildTestApp({
    RATE_LIMITS: generous,
    MAX_OPEN_HOLDS_PER_VISITOR: '1000000',
    MAX_OPEN_HOLDS_PER_ADDRESS: '1000000',
  });
}

async function expectStatus(response: { statusCode: number; body: string }, what: string, ...ok: number[]) {
  if (!ok.includes(response.statusCode))
    throw new Error(`${what}: ${response.statusCode} ${response.body.slice(0, 300)}`);
}

/** Signs a token for an account as the api would after sign-in, with its current version. */
async function tokenFor(
  app: FastifyInstance,
  tenant: string,
  email: string,
): Promise<Record<string, string>> {
  const [user] = await app.db
    .select({ id: users.id, role: users.role, ver: users.tokenVersion })
    .from(users)
    .where(and(eq(users.email, email), eq(users.tenantId, tenant)));
  if (!user) throw new Error(`no account ${email}`);
  return {
    authorization: `Bearer ${app.jwt.sign({ sub: user.id, tenant, role: user.role, ver: user.ver })}`,
  };
}

/** A gift card the store sold (gift cards offered, one bought through checkout); its id. */
async function sellGiftCard(
  app: FastifyInstance,
  tenant: string,
  admin: Record<string, string>,
  recipientEmail: string,
): Promise<string> {
  const headers = { 'x-tenant-id': tenant };
  const settings = {
    enabled: true,
    amountsCents: [2500],
    customAllowed: false,
    customMinCents: 1000,
    customMaxCents: 50000,
  };
  await expectStatus(
    await app.inject({
      method: 'PUT',
      url: '/api/admin/gift-cards/settings',
      headers: { ...headers, ...admin },
      payload: settings,
    }),
    `gift card settings in ${tenant}`,
    200,
  );
  const customerInfo = { name: 'Ada Lovelace', email: 'buyer@example.test', phone: '(907) 555-0100' };
  const payload = {
    amount: 2500,
    items: [],
    giftCards: [{ amountCents: 2500, recipientEmail }],
    shippingMethod: 'pickup',
    customerInfo,
  };
  const intent = await app.inject({ method: 'POST', url: '/api/create-payment-intent', headers, payload });
  await expectStatus(intent, `gift card payment in ${tenant}`, 200);
  const { paymentIntentId } = intent.json();
  const confirm = { paymentIntentId, cardNumber: '4242 4242 4242 4242' };
  await expectStatus(
    await app.inject({ method: 'POST', url: '/api/payments/test/confirm', headers, payload: confirm }),
    'gift card paid',
    200,
  );
  await expectStatus(
    await app.inject({ method: 'POST', url: '/api/orders', headers, payload: { paymentIntentId } }),
    'gift card order',
    200,
  );
  const list = await app.inject({ url: '/api/admin/gift-cards', headers: { ...headers, ...admin } });
  return (list.json() as { giftCards: { id: string }[] }).giftCards[0].id;
}

/** A paid order in `tenant` for `email`, through the api's own checkout. */
async function placeOrder(app: FastifyInstance, tenant: string, email: string, address: string) {
  const headers = { 'x-tenant-id': tenant };
  const { products } = (await app.inject({ url: '/api/products', headers })).json() as {
    products: { id: string; price: number; totalInventory: number | null }[];
  };
  const product = products.find(
    (candidate) => candidate.totalInventory === null || candidate.totalInventory > 2,
  );
  if (!product) throw new Error(`no product in stock in ${tenant}`);
  const customerInfo = {
    name: 'Ada Lovelace',
    email,
    phone: '(907) 555-0100',
    address,
    city: 'Sitka',
    state: 'AK',
    zipCode: '99835',
  };
  const intent = await app.inject({
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
  await expectStatus(intent, `payment intent in ${tenant}`, 200);
  const { paymentIntentId } = intent.json();
  await expectStatus(
    await app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      headers,
      payload: { paymentIntentId, cardNumber: '4242 4242 4242 4242' },
    }),
    'test card',
    200,
  );
  const order = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { paymentIntentId, customerInfo },
  });
  await expectStatus(order, `order in ${tenant}`, 200);
  return { productId: product.id, paymentIntentId, order: order.json() as { id: string; orderId: string } };
}

/** A variant of the store's: one it sells in sizes, else a ring made now with two. */
async function variantOf(app: FastifyInstance, tenant: string, admin: Record<string, string>) {
  const headers = { 'x-tenant-id': tenant };
  const { products } = (await app.inject({ url: '/api/products?limit=100', headers })).json() as {
    products: { variants?: { id: string }[] }[];
  };
  const sized = products.find((product) => product.variants?.length);
  if (sized) return sized.variants![0].id;
  const made = await app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { ...headers, ...admin },
    payload: {
      name: 'Probe Ring',
      price: 40,
      variants: [
        { name: 'Size 6', totalInventory: 2 },
        { name: 'Size 7', totalInventory: 0 },
      ],
    },
  });
  await expectStatus(made, `a product with variants in ${tenant}`, 201);
  return (made.json() as { variants: { id: string }[] }).variants[0].id;
}

/** A backorder of the customer's for another piece, sold out for it, waiting for payment. */
async function placeBackorder(
  app: FastifyInstance,
  tenant: string,
  customer: Record<string, string>,
  admin: Record<string, string>,
  besides: string,
) {
  const headers = { 'x-tenant-id': tenant };
  const { products } = (await app.inject({ url: '/api/products', headers })).json() as {
    products: { id: string }[];
  };
  const piece = products.find((candidate) => candidate.id !== besides);
  if (!piece) throw new Error(`no second product in ${tenant}`);
  await expectStatus(
    await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${piece.id}/inventory`,
      headers: { ...headers, ...admin },
      payload: { totalInventory: 0 },
    }),
    `sold out in ${tenant}`,
    200,
  );
  const placed = await app.inject({
    method: 'POST',
    url: '/api/backorders',
    headers: { ...headers, ...customer },
    payload: { productId: piece.id, quantity: 1 },
  });
  await expectStatus(placed, `backorder in ${tenant}`, 201);
  const { orderId } = placed.json() as { orderId: string };
  const list = (
    await app.inject({ url: `/api/admin/orders?q=${orderId}`, headers: { ...headers, ...admin } })
  ).json() as { items: { id: string }[] };
  return { id: list.items[0].id, orderId };
}

/** A return request of one piece of the order, as the buyer's return page sends it. */
async function requestReturn(
  app: FastifyInstance,
  tenant: string,
  orderId: string,
  admin: Record<string, string>,
) {
  const headers = { 'x-tenant-id': tenant, ...admin };
  const returns = await app.inject({ url: `/api/orders/${orderId}/returns`, headers });
  await expectStatus(returns, `returns of the order in ${tenant}`, 200);
  const [item] = (returns.json() as { items: { orderItemId: string }[] }).items;
  const made = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers,
    payload: { kind: 'return', items: [{ orderItemId: item.orderItemId, quantity: 1 }] },
  });
  await expectStatus(made, `return request in ${tenant}`, 201);
  return (made.json() as { id: string }).id;
}

async function prepareStore(
  app: FastifyInstance,
  key: StoreKey,
  tenant: string,
  customerEmail: string,
  adminEmail: string,
  word: string,
): Promise<ProbeStore> {
  const headers = { 'x-tenant-id': tenant };
  const [exists] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, customerEmail));
  if (!exists)
    await expectStatus(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: { email: customerEmail, password: PASSWORD },
      }),
      `register ${customerEmail}`,
      200,
      201,
    );
  const customer = await tokenFor(app, tenant, customerEmail);

  // Private facts with words found nowhere else, so that finding one in an answer means a leak.
  const name = `Probe ${word}`;
  const address = `${word.length * 7} ${word} Lane`;
  const profile = {
    name,
    email: customerEmail,
    phone: '(907) 555-0177',
    address,
    city: 'Sitka',
    state: 'AK',
    zipCode: '99835',
  };
  await expectStatus(
    await app.inject({
      method: 'PUT',
      url: '/api/user-profile/',
      headers: { ...headers, ...customer },
      payload: profile,
    }),
    `profile in ${tenant}`,
    200,
  );
  const { productId, paymentIntentId, order } = await placeOrder(app, tenant, customerEmail, address);

  const [customerRow] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, customerEmail));
  const [adminRow] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  const imageResponse = (await app.inject({ url: `/api/products/${productId}`, headers })).json() as Record<
    string,
    unknown
  >;
  const imageFile =
    /[0-9a-f-]{36}_(400|800)\.webp/.exec(JSON.stringify(imageResponse))?.[0] ?? `${productId}_400.webp`;
  const storeRecord = (await app.inject({ url: `/api/stores/by-identifier/${tenant}`, headers })).json() as {
    _id?: string;
  };
  // A name the store has listed but not proved, beside its verified ones; its TXT value is its own.
  const admin = await tokenFor(app, tenant, adminEmail);
  const unprovedDomain = `${word.toLowerCase()}.example`;
  await expectStatus(
    await app.inject({
      method: 'POST',
      url: '/api/admin/domains',
      headers: { ...headers, ...admin },
      payload: { domain: unprovedDomain },
    }),
    `domain in ${tenant}`,
    201,
  );
  const domainList = (
    await app.inject({ url: '/api/admin/domains', headers: { ...headers, ...admin } })
  ).json() as {
    domains: { domain: string; verifiedAt: string | null; txtRecord: { value: string } }[];
  };
  const domains = domainList.domains.map((entry) => entry.domain);
  // An event of the store's own.
  const event = await app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: { ...headers, ...admin },
    payload: { title: `Market ${word}`, startsOn: '2027-06-01', location: 'Sitka' },
  });
  await expectStatus(event, `event in ${tenant}`, 201);
  const eventId = (event.json() as { id: string }).id;
  // A category of the store's own, its name private to it until a piece is in it.
  const category = await app.inject({
    method: 'POST',
    url: '/api/admin/categories',
    headers: { ...headers, ...admin },
    payload: { name: `Category ${word}`, slug: `category-${word.toLowerCase()}` },
  });
  await expectStatus(category, `category in ${tenant}`, 201);
  const categoryId = (category.json() as { id: string }).id;
  const backorder = await placeBackorder(app, tenant, customer, admin, productId);
  // The shopper as the owner's customer list knows them.
  const customers = await app.inject({
    url: `/api/admin/customers?unverified=true&q=${encodeURIComponent(customerEmail)}`,
    headers: { ...headers, ...admin },
  });
  await expectStatus(customers, `customer in ${tenant}`, 200);
  const customerId = (customers.json() as { items: { id: string }[] }).items[0].id;
  const variantId = await variantOf(app, tenant, admin);
  // The order's invoice, for the routes that read one paper.
  const papers = await app.inject({
    url: `/api/admin/orders/${order.id}/documents`,
    headers: { ...headers, ...admin },
  });
  await expectStatus(papers, `documents in ${tenant}`, 200);
  const documentId = (papers.json() as { documents: { id: string }[] }).documents[0].id;
  const returnRequestId = await requestReturn(app, tenant, order.id, admin);
  const giftCardId = await sellGiftCard(app, tenant, admin, `gift-${word.toLowerCase()}@example.test`);
  const fill: Fill = {
    tenant,
    storeId: storeRecord._id ?? tenant,
    productId,
    variantId,
    orderId: order.id,
    userId: customerRow.id,
    customerId,
    email: customerEmail,
    paymentIntentId,
    imageFile,
    documentId,
    returnRequestId,
    giftCardId,
  };
  return {
    key,
    tenant,
    fill,
    pathValues: [
      ...new Set([
        tenant,
        ...(storeRecord._id ? [storeRecord._id] : []),
        productId,
        variantId,
        order.id,
        order.orderId,
        customerRow.id,
        customerId,
        adminRow.id,
        customerEmail,
        adminEmail,
        paymentIntentId,
        imageFile,
        ...domains,
        eventId,
        categoryId,
        backorder.id,
        documentId,
        returnRequestId,
        giftCardId,
      ]),
    ],
    canaries: [
      name,
      word,
      order.id,
      order.orderId,
      customerRow.id,
      adminRow.id,
      customerEmail,
      paymentIntentId,
      backorder.id,
      backorder.orderId,
      documentId,
      returnRequestId,
      giftCardId,
      `gift-${word.toLowerCase()}@example.test`,
      domainList.domains[0].txtRecord.value,
    ],
    servedDomains: domainList.domains.filter((entry) => entry.verifiedAt).map((entry) => entry.domain),
    unprovedDomain,
    customerEmail,
    adminEmail,
  };
}

/** Readies both stores of a probe app. */
export async function prepareTwoStores(app: FastifyInstance): Promise<TwoStores> {
  const A = await prepareStore(app, 'A', 'demo', 'shopper@demo.test', 'owner@demo.test', 'Zebracanary');
  const B = await prepareStore(
    app,
    'B',
    'north',
    'probe-shopper@north.test',
    'owner@north.test',
    'Yakcanary',
  );
  const stores = { A, B };
  const kept = new Map<IdentityName, Record<string, string>>();
  const token = async (identity: IdentityName) => {
    if (identity === 'none') return {};
    if (identity === 'customerA') return tokenFor(app, A.tenant, A.customerEmail);
    if (identity === 'adminA') return tokenFor(app, A.tenant, A.adminEmail);
    return tokenFor(app, B.tenant, B.adminEmail);
  };
  return {
    A,
    B,
    headers: (store) => ({ 'x-tenant-id': stores[store].tenant }),
    token,
    async signed(identity) {
      const known = kept.get(identity);
      if (known) return known;
      const fresh = await token(identity);
      kept.set(identity, fresh);
      return fresh;
    },
    answered(method, status) {
      if (method !== 'GET' && status < 400) kept.clear();
    },
  };
}
