/**
 * The order call (POST /api/orders) holds what arrives with it to what the payment charged: an
 * address the charged delivery does not go to is refused as at checkout, and a size the owner
 * removed between the hold and the payment is refused cleanly (the payment refunded) rather than
 * made into a line called "Item" with no size and no stock taken.
 */
import { eq } from 'drizzle-orm';
import { orderTotalCents } from '@/lib/money';
import { orders, payments, productVariants, products } from '@/server/src/db/schema';
import { demo, type TestApp, ownerApp } from './support/build-app';
import { CUSTOMER_INFO, confirmCard, listProducts } from './support/shop';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ t, owner } = await ownerApp());
}, 120_000);
afterAll(() => t.close());

const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...demo, ...owner }, payload });

const orderCall = (paymentIntentId: string, extra: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: demo, payload: { paymentIntentId, ...extra } });

const ordersOfPayment = async (paymentIntentId: string) =>
  t.database.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));

describe('details that arrive with the order call', () => {
  it('refuses an address abroad on a national-shipping charge, as checkout does, and makes no order', async () => {
    const storeId = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json()._id;
    const saved = await admin('PUT', `/api/stores/${storeId}`, {
      shippingMethods: { local: false, national: true, international: true },
      shippingSettings: { countries: ['GB'] },
    });
    // The store ships to Britain too, but this payment charged national shipping.
    expect(saved.statusCode).toBe(200);
    const product = (await listProducts(t.app)).find(
      (p) => !p.variants?.length && (p.totalInventory ?? 9) >= 2,
    )!;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: demo,
      payload: {
        amount: orderTotalCents([{ priceCents: Math.round(product.price * 100), quantity: 1 }]).totalCents,
        items: [{ id: product.id, quantity: 1 }],
        shippingMethod: 'national',
      },
    });
    expect(started.statusCode).toBe(200);
    const { paymentIntentId } = started.json();
    expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
    const abroad = {
      ...CUSTOMER_INFO,
      address: '10 Downing St',
      city: 'London',
      state: '',
      zipCode: 'SW1A 2AA',
      country: 'gb',
    };
    const refused = await orderCall(paymentIntentId, {
      shippingMethod: 'international',
      customerInfo: abroad,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'SHIPPING_COUNTRY_UNAVAILABLE',
      field: 'customerInfo.country',
    });
    expect(await ordersOfPayment(paymentIntentId)).toEqual([]);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paymentIntentId));
    expect(payment.customerInfo).toBeNull();

    // The home address the charge was for is taken.
    const placed = await orderCall(paymentIntentId, { customerInfo: CUSTOMER_INFO });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().status).toBe('Paid');
  });
});

describe('a size removed between the hold and the payment', () => {
  it('refunds the payment with a clear 409 and makes no order without its size', async () => {
    const created = await admin('POST', '/api/admin/products', {
      name: 'Removed-size Ring',
      price: 80,
      totalInventory: 3,
      variants: [
        { name: 'Size 6', totalInventory: 2 },
        { name: 'Size 7', totalInventory: 3 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const ring = created.json();
    const six = ring.variants.find((v: { name: string }) => v.name === 'Size 6');
    const seven = ring.variants.find((v: { name: string }) => v.name === 'Size 7');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: demo,
      payload: {
        amount: orderTotalCents([{ priceCents: 8000, quantity: 1 }]).totalCents,
        items: [{ id: ring.id, variantId: six.id, quantity: 1 }],
        customerInfo: CUSTOMER_INFO,
      },
    });
    expect(started.statusCode).toBe(200);
    const { paymentIntentId } = started.json();

    // The owner removes Size 6 while the shopper's hold is on it.
    const edited = await admin('PUT', `/api/admin/products/${ring.id}`, {
      version: ring.version,
      variants: [{ id: seven.id, name: 'Size 7', totalInventory: 3 }],
    });
    expect(edited.statusCode).toBe(200);

    expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
    const placed = await orderCall(paymentIntentId, {});
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({ code: 'REFUNDED' });
    expect(placed.json().error).toMatch(/size .* was removed/);
    expect(await ordersOfPayment(paymentIntentId)).toEqual([]);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paymentIntentId));
    expect(payment.status).toBe('refunded');
    // Size 7's stock is untouched, and the product's is its sum.
    const [row7] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, seven.id));
    expect(row7.totalInventory).toBe(3);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, ring.id));
    expect(product.totalInventory).toBe(3);
  });
});
