import { and, eq, inArray, sql } from 'drizzle-orm';
import { emailOutbox, orders, payments, products, stockHolds, users } from '@/server/src/db/schema';
import { PHONE_INVALID_MESSAGE } from '@/lib/phone';
import { reconcilePayments } from '@/server/src/jobs/reconcile';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import {
  basketTotal,
  confirmCard,
  CUSTOMER_INFO,
  createOrder,
  demo,
  listProducts,
  startPayment,
  type ApiProduct,
} from './support/shop';

let t: TestApp;
let catalog: ApiProduct[];
beforeAll(async () => {
  t = await buildTestApp();
  catalog = await listProducts(t.app);
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await t.database.db.select({ n: products.totalInventory }).from(products).where(eq(products.id, id)))[0].n;
const setStock = (id: string, n: number | null) =>
  t.database.db.update(products).set({ totalInventory: n }).where(eq(products.id, id));
const byName = (name: string) => catalog.find((product) => product.name === name)!;
/** A shopper at their own address (the api trusts the forwarded one from the web). */
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const paymentOf = async (providerPaymentId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)))[0];
const KEY_A = 'ckA_0123456789abcdefghijkl';
const KEY_B = 'ckB_0123456789abcdefghijkl';
const userIdOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

describe('create-payment-intent', () => {
  it('charges the items plus 11.99 shipping and 2.99 service fee, to the cent', async () => {
    const ring = byName('Glacier Blue Topaz Ring'); // 148.00
    const mug = byName('Kenai River Stoneware Mug'); // 42.00, unlimited stock
    const response = await startPayment(t.app, [
      { product: ring, quantity: 2 },
      { product: mug, quantity: 3 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 2 * 14800 + 3 * 4200 + 1199 + 299,
      currency: 'usd',
      provider: 'test',
    });
    expect(response.json().clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
  });

  it('refuses a tampered price with 409 and the correct total, holding nothing', async () => {
    const ring = byName('Sitka Spruce Tip Ring');
    const before = await stockOf(ring.id);
    const response = await startPayment(t.app, [{ product: ring, quantity: 1 }], {
      amount: 100,
      items: [{ id: ring.id, quantity: 1, price: 0.01 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      expectedAmount: basketTotal([{ product: ring, quantity: 1 }]),
    });
    expect(await stockOf(ring.id)).toBe(before);
  });

  it('refuses an item out of stock by name, before any payment exists', async () => {
    const soldOut = byName('Fireweed Garnet Stud Earrings');
    const paymentsBefore = (await t.database.db.select().from(payments)).length;
    const response = await startPayment(t.app, [{ product: soldOut, quantity: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      error: 'Sorry, Fireweed Garnet Stud Earrings is out of stock.',
      productId: soldOut.id,
    });
    expect((await t.database.db.select().from(payments)).length).toBe(paymentsBefore);
  });

  it('holds the stock, and an expired hold gives it back', async () => {
    const cuff = byName('Denali Cuff Bracelet');
    const before = await stockOf(cuff.id);
    const started = await startPayment(t.app, [{ product: cuff, quantity: 2 }]);
    expect(started.statusCode).toBe(200);
    expect(await stockOf(cuff.id)).toBe(before! - 2);
    await t.database.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(stockHolds.productId, cuff.id));
    await reconcilePayments(t.app, new Date(Date.now() + 60_000));
    expect(await stockOf(cuff.id)).toBe(before);
    const closed = await confirmCard(t.app, started.json().paymentIntentId);
    expect(closed.statusCode).toBe(409);
  });
});

describe('card confirmation with the test provider', () => {
  it('tells a declined card and insufficient funds apart, and lets the shopper retry', async () => {
    const started = await startPayment(t.app, [{ product: byName('Tundra Speckled Mug'), quantity: 1 }]);
    const id = started.json().paymentIntentId;
    const declined = await confirmCard(t.app, id, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'card_declined', error: 'Your card was declined.' });
    const poor = await confirmCard(t.app, id, '4000000000009995');
    expect(poor.json()).toMatchObject({
      code: 'insufficient_funds',
      error: 'Your card has insufficient funds.',
    });
    expect((await createOrder(t.app, id)).statusCode).toBe(402);
    expect((await confirmCard(t.app, id)).statusCode).toBe(200);
    expect((await createOrder(t.app, id)).statusCode).toBe(200);
  });
});

describe('orders', () => {
  it('answers the order an older instance made without marking its payment, and makes no other', async () => {
    const vase = byName('Ash Glaze Bud Vase');
    const id = (await startPayment(t.app, [{ product: vase, quantity: 1 }], {}, from('203.0.113.82'))).json()
      .paymentIntentId;
    await confirmCard(t.app, id);
    const first = await createOrder(t.app, id);
    expect(first.statusCode).toBe(200);
    expect((await paymentOf(id)).placedOrderId).toBe(first.json().id);
    // As a version before the payment named its order left it.
    await t.database.db
      .update(payments)
      .set({ placedOrderId: null })
      .where(eq(payments.providerPaymentId, id));
    const again = await createOrder(t.app, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderId).toBe(first.json().orderId);
    expect(await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, id))).toHaveLength(1);
    // Marked on the way, so the next call finds it through the payment.
    expect((await paymentOf(id)).placedOrderId).toBe(first.json().id);
  });

  it("draws another order id when the one drawn is the store's already, and makes the order once", async () => {
    const vase = byName('Ash Glaze Bud Vase');
    const first = (await startPayment(t.app, [{ product: vase, quantity: 1 }])).json().paymentIntentId;
    await confirmCard(t.app, first);
    const taken = (await createOrder(t.app, first)).json().orderId;

    const second = (await startPayment(t.app, [{ product: vase, quantity: 1 }], {}, from('10.7.0.2'))).json()
      .paymentIntentId;
    await confirmCard(t.app, second);
    // The next order drawn takes the first one's id (a sequence, which a rollback does not undo).
    await t.database.db.execute(sql.raw('create sequence order_id_draws'));
    await t.database.db.execute(
      sql.raw(`create function clash_order_id() returns trigger language plpgsql as $$
        begin if nextval('order_id_draws') = 1 then new.order_id := '${taken}'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger clash_order_id before insert on orders for each row execute function clash_order_id()',
      ),
    );
    try {
      const placed = await createOrder(t.app, second);
      expect(placed.statusCode).toBe(200);
      expect(placed.json().orderId).toMatch(/^SK-\d{6}-[0-9A-F]{6}$/);
      expect(placed.json().orderId).not.toBe(taken);
      const [draws] = (await t.database.db.execute(sql.raw('select last_value from order_id_draws'))).rows;
      expect(Number((draws as { last_value: unknown }).last_value)).toBe(2);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger clash_order_id on orders'));
      await t.database.db.execute(sql.raw('drop function clash_order_id()'));
      await t.database.db.execute(sql.raw('drop sequence order_id_draws'));
    }
    const rows = await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, second));
    expect(rows).toHaveLength(1);
    expect((await paymentOf(second)).status).toBe('succeeded');
  });

  it('commits an order with its mails or neither: a mail that cannot be queued leaves no order, and a retry makes it once', async () => {
    const vase = byName('Ash Glaze Bud Vase');
    const id = (await startPayment(t.app, [{ product: vase, quantity: 1 }], {}, from('203.0.113.81'))).json()
      .paymentIntentId;
    await confirmCard(t.app, id);
    const mailsOf = async (orderId: string) =>
      (await t.database.db.select().from(emailOutbox)).filter((mail) => mail.subject.includes(orderId));
    // The mails are written in the order's own statement: one the database refuses (it names no
    // store) takes the order, its items and the sold holds down with it.
    const claimedRows = t.app.mailer.claimedRows;
    t.app.mailer.claimedRows = (messages) =>
      claimedRows(messages.map((message) => ({ ...message, tenantId: 'no-such-store' })));
    try {
      expect((await createOrder(t.app, id)).statusCode).toBe(500);
    } finally {
      t.app.mailer.claimedRows = claimedRows;
    }
    expect(await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, id))).toHaveLength(0);
    const payment = await paymentOf(id);
    const holds = await t.database.db.select().from(stockHolds).where(eq(stockHolds.paymentId, payment.id));
    expect(holds.map((hold) => hold.status)).toEqual(['held']);

    const retried = await createOrder(t.app, id);
    expect(retried.statusCode).toBe(200);
    const { orderId } = retried.json();
    expect(await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, id))).toHaveLength(1);
    // The customer's confirmation and each owner's notice, written with the order.
    const owners = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.tenantId, 'demo'), eq(users.role, 'admin')));
    expect(owners.length).toBeGreaterThan(0);
    expect((await mailsOf(orderId)).map((mail) => mail.to).sort()).toEqual(
      ['ada@example.test', ...owners.map((owner) => owner.email)].sort(),
    );
  });

  it('makes the order of a paid basket whose browser never called back', async () => {
    const bowl = byName('Kachemak Bay Serving Bowl');
    const started = await startPayment(t.app, [{ product: bowl, quantity: 1 }]);
    const id = started.json().paymentIntentId;
    await confirmCard(t.app, id);
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(payments.providerPaymentId, id));
    const result = await reconcilePayments(t.app);
    expect(result.ordersCreated).toBe(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, id))).toHaveLength(1);
  });

  it('refunds a payment whose hold expired and whose stock was sold meanwhile', async () => {
    const opal = byName('Aurora Opal Pendant'); // 1 left
    await setStock(opal.id, 1);
    const first = await startPayment(t.app, [{ product: opal, quantity: 1 }]);
    const id = first.json().paymentIntentId;
    await t.database.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stockHolds.productId, opal.id));
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(payments.providerPaymentId, id));
    await reconcilePayments(t.app);
    const second = await startPayment(t.app, [{ product: opal, quantity: 1 }]);
    await confirmCard(t.app, second.json().paymentIntentId);
    expect((await createOrder(t.app, second.json().paymentIntentId)).statusCode).toBe(200);
    // The first shopper's late payment cannot be honoured: refunded, never charged without an order.
    await t.database.db
      .update(payments)
      .set({ status: 'succeeded' })
      .where(eq(payments.providerPaymentId, id));
    const late = await createOrder(t.app, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REFUNDED');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, id));
    expect(row.status).toBe('refunded');
    expect(await stockOf(opal.id)).toBe(0);
  });

  it('lists a customer’s orders and backorders, newest first', async () => {
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const ring = byName('Braided Silver Ring');
    const started = await startPayment(
      t.app,
      [{ product: ring, quantity: 1 }],
      {
        customerInfo: {
          name: 'Sam Shopper',
          email: 'shopper@demo.test',
          phone: '9075550101',
          address: '2 Harbor',
          city: 'Sitka',
          state: 'AK',
          zipCode: '99835',
        },
      },
      shopper,
    );
    await confirmCard(t.app, started.json().paymentIntentId);
    expect((await createOrder(t.app, started.json().paymentIntentId, shopper)).statusCode).toBe(200);

    const soldOut = byName('Sea Glass Lariat');
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/backorders',
      headers: demo,
      payload: { productId: soldOut.id, quantity: 1 },
    });
    expect(guest.statusCode).toBe(401);
    const inStock = await t.app.inject({
      method: 'POST',
      url: '/api/backorders',
      headers: { ...demo, ...shopper },
      payload: { productId: ring.id, quantity: 1 },
    });
    expect(inStock.statusCode).toBe(409);
    const backorder = await t.app.inject({
      method: 'POST',
      url: '/api/backorders',
      headers: { ...demo, ...shopper },
      payload: { productId: soldOut.id, quantity: 2, total: 1 },
    });
    expect(backorder.statusCode).toBe(201);
    expect(backorder.json()).toMatchObject({ status: 'Pending Payment', total: 2 * soldOut.price + 14.98 });
    expect(backorder.json().orderId).toMatch(/^BO-\d+/);

    const history = (
      await t.app.inject({ url: '/api/orders/history/shopper@demo.test', headers: { ...demo, ...shopper } })
    ).json();
    expect(history.map((order: { type: string; status: string }) => [order.type, order.status])).toEqual([
      ['backorder', 'Pending Payment'],
      ['regular', 'Paid'],
    ]);
    expect(history[1].products[0]).toMatchObject({
      name: 'Braided Silver Ring',
      price: ring.price,
      quantity: 1,
    });
  });
});

describe('post-purchase registration', () => {
  it('creates the guest’s account, signs it in, and links the order it paid for', async () => {
    const mug = byName('Tundra Speckled Mug');
    const guest = {
      name: 'Grace Hopper',
      email: 'grace@example.test',
      phone: '9075550123',
      address: '3 Katlian St',
      city: 'Sitka',
      state: 'AK',
      zipCode: '99835',
    };
    const started = await startPayment(t.app, [{ product: mug, quantity: 1 }], { customerInfo: guest });
    const id = started.json().paymentIntentId;
    await confirmCard(t.app, id);
    await createOrder(t.app, id);

    const wrongEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: demo,
      payload: { email: 'mallory@example.test', password: 'Harbor-lights-9!', paymentIntentId: id },
    });
    expect(wrongEmail.statusCode).toBe(403);

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: demo,
      payload: {
        email: guest.email,
        password: 'Harbor-lights-9!',
        paymentIntentId: id,
        customerInfo: {
          name: guest.name,
          phone: guest.phone,
          address: guest.address,
          city: guest.city,
          state: guest.state,
          zipCode: guest.zipCode,
        },
      },
    });
    expect(registered.statusCode).toBe(201);
    const login = registered.json().login;
    expect(login).toMatchObject({ email: guest.email, role: 'customer', needsProfile: false });
    const history = await t.app.inject({
      url: `/api/orders/history/${guest.email}`,
      headers: { ...demo, authorization: `Bearer ${login.token}` },
    });
    expect(history.json()).toHaveLength(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, id));
    expect(order.userId).toBe(login.userId);
  });
});

describe('one hold per checkout', () => {
  it('lets a shopper reload and pay for the last unit, while another shopper is refused', async () => {
    const pendant = byName('Raven Feather Necklace');
    await setStock(pendant.id, 1);
    const first = await startPayment(
      t.app,
      [{ product: pendant, quantity: 1 }],
      { checkoutKey: KEY_A },
      from('10.2.0.1'),
    );
    expect(first.statusCode).toBe(200);
    // The page was reloaded: the same checkout asks again and gets a new payment for the same unit.
    const again = await startPayment(
      t.app,
      [{ product: pendant, quantity: 1 }],
      { checkoutKey: KEY_A },
      from('10.2.0.1'),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentIntentId).not.toBe(first.json().paymentIntentId);
    expect(await stockOf(pendant.id)).toBe(0);

    const other = await startPayment(
      t.app,
      [{ product: pendant, quantity: 1 }],
      { checkoutKey: KEY_B },
      from('10.2.0.2'),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      error: 'Sorry, Raven Feather Necklace is out of stock.',
      field: 'items',
    });

    // The replaced payment can no longer be paid; the new one can, once.
    expect((await confirmCard(t.app, first.json().paymentIntentId)).json()).toMatchObject({
      code: 'PAYMENT_CLOSED',
    });
    expect((await paymentOf(first.json().paymentIntentId)).status).toBe('canceled');
    await confirmCard(t.app, again.json().paymentIntentId);
    expect((await createOrder(t.app, again.json().paymentIntentId)).statusCode).toBe(200);
    expect(await stockOf(pendant.id)).toBe(0);
  });

  it('replaces the hold when the basket changed, holding and charging only the new basket', async () => {
    const earrings = byName('Moonstone Drop Earrings');
    await setStock(earrings.id, 4);
    const one = await startPayment(
      t.app,
      [{ product: earrings, quantity: 1 }],
      { checkoutKey: KEY_A },
      from('10.3.0.1'),
    );
    expect(await stockOf(earrings.id)).toBe(3);
    const three = await startPayment(
      t.app,
      [{ product: earrings, quantity: 3 }],
      { checkoutKey: KEY_A },
      from('10.3.0.1'),
    );
    expect(three.statusCode).toBe(200);
    expect(three.json()).toMatchObject({
      amount: basketTotal([{ product: earrings, quantity: 3 }]),
      items: [
        {
          productId: earrings.id,
          name: 'Moonstone Drop Earrings',
          quantity: 3,
          priceCents: Math.round(earrings.price * 100),
        },
      ],
      subtotalCents: Math.round(earrings.price * 100) * 3,
      shippingCents: 1199,
      serviceFeeCents: 299,
    });
    expect(await stockOf(earrings.id)).toBe(1);
    // Asking for more than the stock counts the shopper's own hold as theirs to take again.
    const tooMany = await startPayment(
      t.app,
      [{ product: earrings, quantity: 5 }],
      { checkoutKey: KEY_A },
      from('10.3.0.1'),
    );
    expect(tooMany.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      error: 'Only 4 of Moonstone Drop Earrings left. Please adjust your basket.',
      available: 4,
    });
    expect(await stockOf(earrings.id)).toBe(1);
    expect((await paymentOf(one.json().paymentIntentId)).status).toBe('canceled');

    await confirmCard(t.app, three.json().paymentIntentId);
    const placed = await createOrder(t.app, three.json().paymentIntentId);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, placed.json().orderId));
    expect(order.totalCents).toBe(three.json().amount);
    expect(await stockOf(earrings.id)).toBe(1);
  });

  it('does not release a hold for a checkout key presented by another visitor or in another store', async () => {
    // A piece sold as itself (the Amethyst ring is sold by size).
    const ring = byName('Northern Lights Labradorite Pendant');
    await setStock(ring.id, 1);
    const owner = await startPayment(
      t.app,
      [{ product: ring, quantity: 1 }],
      { checkoutKey: KEY_B },
      from('10.4.0.1'),
    );
    expect(owner.statusCode).toBe(200);
    const thief = await startPayment(
      t.app,
      [{ product: ring, quantity: 1 }],
      { checkoutKey: KEY_B },
      from('10.4.0.2'),
    );
    expect(thief.json().code).toBe('OUT_OF_STOCK');
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const signedIn = await startPayment(
      t.app,
      [{ product: ring, quantity: 1 }],
      { checkoutKey: KEY_B },
      { ...from('10.4.0.1'), ...shopper },
    );
    expect(signedIn.json().code).toBe('OUT_OF_STOCK');

    const north = (await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'north' } })).json()
      .products[0];
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { 'x-tenant-id': 'north', ...from('10.4.0.1') },
      payload: {
        amount: basketTotal([{ product: north, quantity: 1 }]),
        items: [{ id: north.id, quantity: 1 }],
        checkoutKey: KEY_B,
      },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect((await paymentOf(owner.json().paymentIntentId)).status).toBe('requires_payment_method');
    expect(await stockOf(ring.id)).toBe(0);
    expect((await confirmCard(t.app, owner.json().paymentIntentId)).statusCode).toBe(200);
  });
});

describe('open holds per visitor', () => {
  const expireHoldsOf = async (where: ReturnType<typeof eq>) => {
    const held = await t.database.db.select({ id: payments.id }).from(payments).where(where);
    await t.database.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        inArray(
          stockHolds.paymentId,
          held.map((row) => row.id),
        ),
      );
  };

  it('lets five guests behind one address each open their checkout', async () => {
    const bangle = byName('Kenai River Stoneware Mug');
    const market = from('10.5.1.1');
    for (let guest = 0; guest < 5; guest += 1) {
      const response = await startPayment(
        t.app,
        [{ product: bangle, quantity: 1 }],
        { checkoutKey: `${KEY_A}guest${guest}` },
        market,
      );
      expect(response.statusCode).toBe(200);
    }
    // Each guest's reload replaces their own payment and is let through as well.
    const reload = await startPayment(
      t.app,
      [{ product: bangle, quantity: 1 }],
      { checkoutKey: `${KEY_A}guest4` },
      market,
    );
    expect(reload.statusCode).toBe(200);
    const open = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.address, '10.5.1.1'), eq(payments.status, 'requires_payment_method')));
    expect(open).toHaveLength(5);
  });

  it(`caps one visitor's open holds, counting a replaced checkout once and freeing up as holds expire`, async () => {
    const bangle = byName('Turquoise and Silver Bangle');
    await setStock(bangle.id, 50);
    const cap = t.config.MAX_OPEN_HOLDS_PER_VISITOR;
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const hoarder = { ...from('10.5.0.1'), ...shopper };
    for (let i = 0; i < cap; i += 1) {
      // The account is the visitor, whichever tab (checkout key) and address it comes from.
      const response = await startPayment(
        t.app,
        [{ product: bangle, quantity: 1 }],
        { checkoutKey: `${KEY_A}${i}` },
        { ...hoarder, ...from(`10.5.0.${1 + (i % 2)}`) },
      );
      expect(response.statusCode).toBe(200);
    }
    const stockBefore = await stockOf(bangle.id);
    const refused = await startPayment(
      t.app,
      [{ product: bangle, quantity: 1 }],
      { checkoutKey: `${KEY_A}x` },
      hoarder,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_OPEN_CHECKOUTS', field: 'items' });
    expect(refused.json().error).toMatch(
      /^You already have other checkouts holding items\. Please complete one, or try again in 1[45] minutes\.$/,
    );
    expect(await stockOf(bangle.id)).toBe(stockBefore);
    // A reload of one of them replaces it; a guest at the same address is not affected.
    expect(
      (await startPayment(t.app, [{ product: bangle, quantity: 1 }], { checkoutKey: `${KEY_A}0` }, hoarder))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await startPayment(
          t.app,
          [{ product: bangle, quantity: 1 }],
          { checkoutKey: KEY_B },
          from('10.5.0.1'),
        )
      ).statusCode,
    ).toBe(200);
    // A caller without a checkout key counts as its address.
    for (let i = 0; i < cap; i += 1)
      expect(
        (await startPayment(t.app, [{ product: bangle, quantity: 1 }], {}, from('10.5.0.3'))).statusCode,
      ).toBe(200);
    const keyless = await startPayment(t.app, [{ product: bangle, quantity: 1 }], {}, from('10.5.0.3'));
    expect(keyless.json().code).toBe('TOO_MANY_OPEN_CHECKOUTS');

    await expireHoldsOf(eq(payments.visitor, `user:${(await userIdOf('shopper@demo.test'))!}`));
    expect(
      (await startPayment(t.app, [{ product: bangle, quantity: 1 }], { checkoutKey: `${KEY_A}x` }, hoarder))
        .statusCode,
    ).toBe(200);
  });

  it('holds the ceiling on one address, whoever opens the payments there', async () => {
    const mug = byName('Kenai River Stoneware Mug');
    const ceiling = t.config.MAX_OPEN_HOLDS_PER_ADDRESS;
    expect(ceiling).toBe(30);
    const office = from('10.5.2.1');
    for (let guest = 0; guest < ceiling; guest += 1) {
      const response = await startPayment(
        t.app,
        [{ product: mug, quantity: 1 }],
        { checkoutKey: `${KEY_B}office${guest}` },
        office,
      );
      expect(response.statusCode).toBe(200);
    }
    const paymentsBefore = (await t.database.db.select().from(payments)).length;
    const refused = await startPayment(
      t.app,
      [{ product: mug, quantity: 1 }],
      { checkoutKey: `${KEY_B}newcomer` },
      office,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_OPEN_CHECKOUTS',
      field: 'items',
      error: expect.stringMatching(
        /^Too many checkouts are open from your network right now\. Please try again in 1[45] minutes\.$/,
      ),
    });
    expect((await t.database.db.select().from(payments)).length).toBe(paymentsBefore);
    // One already at the ceiling may still reload their own checkout; another address is not affected.
    expect(
      (await startPayment(t.app, [{ product: mug, quantity: 1 }], { checkoutKey: `${KEY_B}office0` }, office))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await startPayment(
          t.app,
          [{ product: mug, quantity: 1 }],
          { checkoutKey: `${KEY_B}newcomer` },
          from('10.5.2.2'),
        )
      ).statusCode,
    ).toBe(200);
    await expireHoldsOf(eq(payments.address, '10.5.2.1'));
    expect(
      (
        await startPayment(
          t.app,
          [{ product: mug, quantity: 1 }],
          { checkoutKey: `${KEY_B}newcomer` },
          office,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('phones abroad', () => {
  it('keeps a UK number as typed on the order, in E.164, and shows it in international form', async () => {
    const mug = byName('Kenai River Stoneware Mug');
    const london = { ...CUSTOMER_INFO, phone: '+44 20 7946 0958' };
    const started = await startPayment(
      t.app,
      [{ product: mug, quantity: 1 }],
      { customerInfo: london },
      from('10.8.0.1'),
    );
    expect(started.statusCode).toBe(200);
    const paymentIntentId = started.json().paymentIntentId;
    expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: demo,
      payload: { paymentIntentId, customerInfo: london },
    });
    expect(placed.statusCode).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, placed.json().orderId));
    expect(t.app.fieldCrypto.decrypt(order.customerInfo.phone)).toBe('+442079460958');

    const owner = await bearerFor(t.app, 'owner@demo.test');
    const detail = await t.app.inject({
      url: `/api/admin/orders/${order.id}`,
      headers: { ...demo, ...owner },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().customer.phone).toBe('+44 20 7946 0958');
  });

  it('keeps a US number typed as (907) 555-0142 in E.164 and shows it in the national form', async () => {
    const mug = byName('Kenai River Stoneware Mug');
    const home = { ...CUSTOMER_INFO, phone: '(907) 555-0142' };
    const started = await startPayment(
      t.app,
      [{ product: mug, quantity: 1 }],
      { customerInfo: home },
      from('10.8.0.2'),
    );
    const paymentIntentId = started.json().paymentIntentId;
    await confirmCard(t.app, paymentIntentId);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: demo,
      payload: { paymentIntentId, customerInfo: home },
    });
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, placed.json().orderId));
    expect(t.app.fieldCrypto.decrypt(order.customerInfo.phone)).toBe('+19075550142');
    const owner = await bearerFor(t.app, 'owner@demo.test');
    const detail = await t.app.inject({
      url: `/api/admin/orders/${order.id}`,
      headers: { ...demo, ...owner },
    });
    expect(detail.json().customer.phone).toBe('(907) 555-0142');
  });

  it('refuses a number that is none, naming the phone, and holds nothing', async () => {
    const mug = byName('Kenai River Stoneware Mug');
    const paymentsBefore = (await t.database.db.select().from(payments)).length;
    const refused = await startPayment(
      t.app,
      [{ product: mug, quantity: 1 }],
      { customerInfo: { ...CUSTOMER_INFO, phone: '(442) 079-46' } },
      from('10.8.0.3'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'customerInfo.phone',
      error: `customerInfo.phone: ${PHONE_INVALID_MESSAGE}`,
    });
    expect((await t.database.db.select().from(payments)).length).toBe(paymentsBefore);
  });
});

describe('quantities per product', () => {
  it('refuses 50 lines of 999 of one product with 400 naming the items, and holds nothing', async () => {
    const mug = byName('Kenai River Stoneware Mug');
    const paymentsBefore = (await t.database.db.select().from(payments)).length;
    const lines = Array.from({ length: 50 }, () => ({ product: mug, quantity: 999 }));
    const response = await startPayment(t.app, lines, {}, from('10.6.0.1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'QUANTITY_TOO_LARGE',
      field: 'items',
      error: 'You can buy at most 999 of Kenai River Stoneware Mug in one order.',
      max: 999,
    });
    expect((await t.database.db.select().from(payments)).length).toBe(paymentsBefore);
    expect(
      (
        await startPayment(
          t.app,
          [
            { product: mug, quantity: 500 },
            { product: mug, quantity: 499 },
          ],
          {},
          from('10.6.0.1'),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('sums repeated lines against the stock', async () => {
    const platter = byName('Halibut Cove Platter');
    await setStock(platter.id, 4);
    const response = await startPayment(
      t.app,
      [
        { product: platter, quantity: 3 },
        { product: platter, quantity: 3 },
      ],
      {},
      from('10.6.0.2'),
    );
    expect(response.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      error: 'Only 4 of Halibut Cove Platter left. Please adjust your basket.',
      field: 'items',
    });
    expect(await stockOf(platter.id)).toBe(4);
  });
});

describe('personalisation', () => {
  const ENGRAVING = {
    id: 'engraving',
    kind: 'text',
    label: 'Engraving',
    required: true,
    maxLength: 12,
    pattern: '[A-Za-z ]+',
    patternHint: 'letters and spaces only',
    priceCents: 1500,
  };
  const WRAP = { id: 'wrap', kind: 'yesNo', label: 'Gift wrap', required: false, priceCents: 500 };
  const FINISH = {
    id: 'finish',
    kind: 'choice',
    label: 'Finish',
    required: false,
    choices: ['Polished', 'Brushed'],
    priceCents: 0,
  };
  let owner: Record<string, string>;
  let cuff: ApiProduct;
  const asOwner = () => ({ ...demo, ...owner });

  beforeAll(async () => {
    owner = await bearerFor(t.app, 'owner@demo.test');
    cuff = catalog.find(
      (product) => !product.variants?.length && product.totalInventory !== null && product.price > 0,
    )!;
    await setStock(cuff.id, 50);
    const read = await t.app.inject({ url: `/api/admin/products/${cuff.id}`, headers: asOwner() });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${cuff.id}`,
      headers: asOwner(),
      payload: { version: read.json().version, personalisation: [ENGRAVING, WRAP, FINISH] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().personalisation).toEqual([ENGRAVING, WRAP, FINISH]);
  });
  afterAll(() => t.database.db.update(products).set({ personalisation: [] }).where(eq(products.id, cuff.id)));

  const quote = (items: unknown[]) =>
    t.app.inject({ method: 'POST', url: '/api/checkout/tax', headers: demo, payload: { items } });
  const pay = (items: unknown[], amount: number, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...demo, ...from(ip) },
      payload: { amount, currency: 'usd', items, customerInfo: CUSTOMER_INFO },
    });

  it('shows the questions on the storefront product', async () => {
    const read = await t.app.inject({ url: `/api/products/${cuff.id}`, headers: demo });
    expect(read.statusCode).toBe(200);
    expect(read.json().personalisation).toEqual([ENGRAVING, WRAP, FINISH]);
  });

  it.each([
    ['too long', { engraving: 'Ruth and Abraham' }, 'engraving', 'Engraving is at most 12 characters'],
    ['not in the pattern', { engraving: 'Ruth 1984' }, 'engraving', 'Engraving: letters and spaces only'],
    [
      'not a listed choice',
      { engraving: 'Ruth', finish: 'Hammered' },
      'finish',
      'Finish: choose one of the listed options',
    ],
    ['missing though required', { wrap: true }, 'engraving', 'Engraving is required'],
    [
      'to a question not asked',
      { engraving: 'Ruth', colour: 'Red' },
      'colour',
      'This piece does not ask that question; reload the page to see its questions',
    ],
  ])(
    'refuses an answer %s with 400 naming it, on the quote and the payment',
    async (_, answers, id, error) => {
      const items = [
        { id: byName('Kenai River Stoneware Mug').id, quantity: 1 },
        { id: cuff.id, quantity: 1, personalisation: answers },
      ];
      const paymentsBefore = (await t.database.db.select().from(payments)).length;
      for (const response of [await quote(items), await pay(items, 99_999, '10.12.0.1')]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'PERSONALISATION_INVALID',
          field: `items.1.personalisation.${id}`,
          error,
        });
      }
      expect((await t.database.db.select().from(payments)).length).toBe(paymentsBefore);
    },
  );

  it('prices the answers: the quote, the charge and the order agree, and the order keeps them', async () => {
    const base = Math.round(cuff.price * 100);
    const engraved = { engraving: ' Ruth ', wrap: true, finish: 'Brushed' };
    const items = [
      { id: cuff.id, quantity: 2, personalisation: engraved },
      { id: cuff.id, quantity: 1, personalisation: { engraving: 'Abe', wrap: false } },
    ];
    const subtotal = 2 * (base + 1500 + 500) + (base + 1500);
    const quoted = await quote(items);
    expect(quoted.statusCode).toBe(200);
    const before = await stockOf(cuff.id);
    const started = await pay(items, subtotal + 1199 + 299, '10.12.0.2');
    expect(started.statusCode).toBe(200);
    const summary = started.json();
    expect(summary.amount).toBe(subtotal + quoted.json().shippingCents + 299 + quoted.json().taxCents);
    expect(summary.items).toEqual([
      expect.objectContaining({
        quantity: 2,
        priceCents: base + 2000,
        personalisation: [
          { questionId: 'engraving', label: 'Engraving', answer: 'Ruth', priceCents: 1500 },
          { questionId: 'wrap', label: 'Gift wrap', answer: 'Yes', priceCents: 500 },
          { questionId: 'finish', label: 'Finish', answer: 'Brushed', priceCents: 0 },
        ],
      }),
      expect.objectContaining({
        quantity: 1,
        priceCents: base + 1500,
        personalisation: [{ questionId: 'engraving', label: 'Engraving', answer: 'Abe', priceCents: 1500 }],
      }),
    ]);
    // Two lines, one stock: the holds take both.
    expect(await stockOf(cuff.id)).toBe(before! - 3);

    expect((await confirmCard(t.app, summary.paymentIntentId)).statusCode).toBe(200);
    const placed = await createOrder(t.app, summary.paymentIntentId);
    expect(placed.statusCode).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, placed.json().orderId));
    expect(order.totalCents).toBe(summary.amount);
    expect(order.subtotalCents).toBe(subtotal);

    const detail = await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: asOwner() });
    expect(detail.statusCode).toBe(200);
    const lines = detail.json().items as { price: number; quantity: number; personalisation: unknown[] }[];
    expect(lines.map((line) => [line.quantity, line.price, line.personalisation.length]).sort()).toEqual(
      [
        [1, (base + 1500) / 100, 1],
        [2, (base + 2000) / 100, 3],
      ].sort(),
    );

    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.tenantId, order.tenantId));
    const confirmation = mails.find((mail) => mail.subject === `Your order ${order.orderId} is confirmed`)!;
    expect(confirmation.text).toContain('Engraving: Ruth · Gift wrap: Yes · Finish: Brushed');
    expect(confirmation.text).toContain('Engraving: Abe');
    const ownerMail = mails.find((mail) => mail.subject === `New order ${order.orderId}`)!;
    expect(ownerMail.text).toContain('Personalised:');
    expect(ownerMail.text).toContain('Engraving: Ruth · Gift wrap: Yes · Finish: Brushed');

    const bench = (await t.app.inject({ url: '/api/admin/workbench', headers: asOwner() })).json() as {
      groups: { productId: string; lines: { orderId: string; personalisation: { answer: string }[] }[] }[];
    };
    const ours = bench.groups
      .filter((group) => group.productId === cuff.id)
      .flatMap((group) => group.lines)
      .filter((line) => line.orderId === order.id);
    expect(ours.map((line) => line.personalisation.map((answer) => answer.answer).join(',')).sort()).toEqual([
      'Abe',
      'Ruth,Yes,Brushed',
    ]);

    const documents = await t.app.inject({
      url: `/api/admin/orders/${order.id}/documents`,
      headers: asOwner(),
    });
    const invoice = await t.app.inject({
      url: `/api/admin/orders/${order.id}/documents/${documents.json().documents[0].id}/html`,
      headers: asOwner(),
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.body).toContain('Engraving: Ruth · Gift wrap: Yes · Finish: Brushed');
  });

  it('asks a backorder of a sold-out piece for its answers, and prices and keeps them', async () => {
    await setStock(cuff.id, 0);
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const backorder = (personalisation?: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/backorders',
        headers: { ...demo, ...shopper },
        payload: { productId: cuff.id, quantity: 1, ...(personalisation ? { personalisation } : {}) },
      });
    const ordersBefore = (await t.database.db.select().from(orders)).length;
    const unanswered = await backorder();
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json()).toMatchObject({
      code: 'PERSONALISATION_INVALID',
      field: 'personalisation.engraving',
      error: 'Engraving is required',
    });
    expect((await t.database.db.select().from(orders)).length).toBe(ordersBefore);

    const placed = await backorder({ engraving: 'Ruth' });
    expect(placed.statusCode).toBe(201);
    const found = await t.app.inject({
      url: `/api/admin/orders?q=${placed.json().orderId}`,
      headers: asOwner(),
    });
    const detail = await t.app.inject({
      url: `/api/admin/orders/${found.json().items[0].id}`,
      headers: asOwner(),
    });
    expect(detail.json().items).toEqual([
      expect.objectContaining({
        price: (Math.round(cuff.price * 100) + 1500) / 100,
        personalisation: [expect.objectContaining({ label: 'Engraving', answer: 'Ruth' })],
      }),
    ]);
    await setStock(cuff.id, 50);
  });

  it('leaves a line without answers as it was, with no answers kept', async () => {
    const mug = byName('Kenai River Stoneware Mug');
    const started = await startPayment(t.app, [{ product: mug, quantity: 1 }], {}, from('10.12.0.3'));
    expect(started.statusCode).toBe(200);
    expect(started.json().items[0].personalisation).toEqual([]);
    await confirmCard(t.app, started.json().paymentIntentId);
    const placed = await createOrder(t.app, started.json().paymentIntentId);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, placed.json().orderId));
    const detail = await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: asOwner() });
    expect(detail.json().items[0].personalisation).toEqual([]);
  });

  it('refuses questions past the rules when the owner saves them, naming the field', async () => {
    const read = await t.app.inject({ url: `/api/admin/products/${cuff.id}`, headers: asOwner() });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${cuff.id}`,
      headers: asOwner(),
      payload: { version: read.json().version, personalisation: [{ ...ENGRAVING, maxLength: 0 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('personalisation.0.maxLength');
  });
});
