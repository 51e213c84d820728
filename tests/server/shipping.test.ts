import { eq, sql } from 'drizzle-orm';
import { emailOutbox, orders, payments } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import {
  CUSTOMER_INFO,
  confirmCard,
  demo,
  listProducts,
  startPayment,
  type ApiProduct,
} from './support/shop';

let t: TestApp;
let catalog: ApiProduct[];
let owner: { authorization: string };
let storeId: string;
beforeAll(async () => {
  t = await buildTestApp();
  catalog = await listProducts(t.app);
  owner = await bearerFor(t.app, 'owner@demo.test');
  storeId = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json()._id;
});
afterAll(() => t.close());

const mug = () => catalog.find((product) => product.name === 'Kenai River Stoneware Mug')!; // 42.00, unlimited
const setShipping = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/stores/${storeId}`, headers: { ...demo, ...owner }, payload });
const PICKUP_INFO = { name: CUSTOMER_INFO.name, email: CUSTOMER_INFO.email, phone: CUSTOMER_INFO.phone };
const ALL_METHODS = { local: true, national: true, international: true };

/** Opens a payment for `quantity` mugs with `amount`, then pays it and places its order. */
async function checkout(quantity: number, amount: number, extra: Record<string, unknown> = {}) {
  const intent = await startPayment(t.app, [{ product: mug(), quantity }], { amount, ...extra });
  if (intent.statusCode !== 200) return { intent, order: null };
  const { paymentIntentId } = intent.json();
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: demo,
    payload: { paymentIntentId },
  });
  expect(placed.statusCode).toBe(200);
  const [order] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.paymentIntentId, paymentIntentId));
  return { intent, order };
}

/** The summary the shopper confirmed must be exactly what the card is charged and the order records. */
function expectChargeMatchesSummary(
  intent: { json(): Record<string, number> },
  order: typeof orders.$inferSelect,
) {
  const summary = intent.json();
  expect(summary.amount).toBe(summary.subtotalCents + summary.shippingCents + summary.serviceFeeCents);
  expect(order.totalCents).toBe(summary.amount);
  expect(order.shippingCents).toBe(summary.shippingCents);
}

describe('shipping from the store settings', () => {
  afterEach(async () => {
    // Back to the spec's defaults for the next case.
    await setShipping({
      shippingMethods: { local: false, national: true, international: false },
      shippingSettings: {},
    });
  });

  it('keeps the spec’s 11.99 flat rate and 2.99 fee for a store that changed nothing', async () => {
    const { intent, order } = await checkout(1, 4200 + 1199 + 299);
    expect(intent.json()).toMatchObject({
      shippingCents: 1199,
      serviceFeeCents: 299,
      shippingMethod: 'national',
    });
    expect(order!.shippingMethod).toBe('national');
    expectChargeMatchesSummary(intent, order!);
    const [ownersMail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `New order ${order!.orderId}`));
    expect(ownersMail.text).toContain('It is paid and ready to ship.');
  });

  it('charges nothing for local pickup, asks no address, and the order says pickup', async () => {
    expect(
      (
        await setShipping({
          shippingMethods: ALL_METHODS,
          shippingSettings: { pickup: { address: '201 Lincoln St, Sitka', instructions: 'Ring the bell' } },
        })
      ).statusCode,
    ).toBe(200);
    const store = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json();
    expect(store.shippingSettings.pickup).toEqual({
      address: '201 Lincoln St, Sitka',
      instructions: 'Ring the bell',
    });

    const { intent, order } = await checkout(2, 8400 + 299, {
      shippingMethod: 'pickup',
      customerInfo: PICKUP_INFO,
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toMatchObject({ shippingCents: 0, shippingMethod: 'pickup' });
    expect(order!.shippingMethod).toBe('pickup');
    expect(order!.shippingAddress).toBeNull();
    // No address is SQL NULL in the order's row, not a JSON null, for any query that asks.
    const [stored] = await t.database.db
      .select({ none: sql<boolean>`${orders.shippingAddress} is null` })
      .from(orders)
      .where(eq(orders.id, order!.id));
    expect(stored.none).toBe(true);
    expectChargeMatchesSummary(intent, order!);

    const detail = (
      await t.app.inject({ url: `/api/admin/orders/${order!.id}`, headers: { ...demo, ...owner } })
    ).json();
    expect(detail.payment).toMatchObject({
      shipping: 0,
      shippingMethod: 'pickup',
      delivery: [
        'Delivery: Local pickup',
        'Pickup address: 201 Lincoln St, Sitka',
        'Pickup instructions: Ring the bell',
      ],
    });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your order ${order!.orderId} is confirmed`));
    expect(mail.text).toContain('Delivery: Local pickup\nPickup address: 201 Lincoln St, Sitka');
    expect(mail.text).toContain('We will let you know when it is ready for pickup.');
    const [ownersMail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `New order ${order!.orderId}`));
    expect(ownersMail.text).toContain('It is paid and is for local pickup: the customer collects it.');
    expect(ownersMail.text).not.toContain('ready to ship');
    expect(ownersMail.text).toContain('Delivery: Local pickup');
  });

  it('charges the owner’s national rate, free once the items reach the owner’s amount', async () => {
    await setShipping({ shippingSettings: { national: { rateCents: 650, freeOverCents: 8400 } } });
    const under = await checkout(1, 4200 + 650 + 299);
    expect(under.intent.json().shippingCents).toBe(650);
    expectChargeMatchesSummary(under.intent, under.order!);

    const over = await checkout(2, 8400 + 299);
    expect(over.intent.json().shippingCents).toBe(0);
    expectChargeMatchesSummary(over.intent, over.order!);
  });

  it('refuses the browser’s own shipping number with the total the store’s settings give', async () => {
    await setShipping({ shippingSettings: { national: { rateCents: 500, freeOverCents: null } } });
    const { intent } = await checkout(1, 4200 + 1199 + 299);
    expect(intent.statusCode).toBe(409);
    expect(intent.json()).toMatchObject({ code: 'AMOUNT_MISMATCH', expectedAmount: 4200 + 500 + 299 });
  });

  it('refuses a method the store does not offer, or one that does not go to the address, holding nothing', async () => {
    const before = (await t.database.db.select().from(payments)).length;
    const pickup = await checkout(1, 4200 + 299, { shippingMethod: 'pickup', customerInfo: PICKUP_INFO });
    expect(pickup.intent.statusCode).toBe(400);
    expect(pickup.intent.json()).toMatchObject({
      code: 'SHIPPING_METHOD_UNAVAILABLE',
      field: 'shippingMethod',
    });

    await setShipping({ shippingMethods: ALL_METHODS, shippingSettings: { countries: ['CA', 'GB'] } });
    // International shipping wants an address abroad: a US address is refused, naming the country.
    const abroad = await checkout(1, 4200 + 1199 + 299, { shippingMethod: 'international' });
    expect(abroad.intent.statusCode).toBe(400);
    expect(abroad.intent.json().field).toBe('customerInfo.country');
    expect((await t.database.db.select().from(payments)).length).toBe(before);
  });

  it('names a bad method or bad settings with 400 and the field, changing nothing', async () => {
    const method = await checkout(1, 4200 + 1199 + 299, { shippingMethod: 'drone' });
    expect(method.intent.statusCode).toBe(400);
    expect(method.intent.json().field).toBe('shippingMethod');

    const missingPhone = await checkout(1, 4200 + 299, {
      shippingMethod: 'pickup',
      customerInfo: { name: 'Ada', email: 'ada@example.test' },
    });
    expect(missingPhone.intent.statusCode).toBe(400);
    expect(missingPhone.intent.json().field).toBe('customerInfo.phone');

    for (const [settings, field] of [
      [{ national: { rateCents: -1 } }, 'shippingSettings.national.rateCents'],
      [{ international: { rateCents: 1.5 } }, 'shippingSettings.international.rateCents'],
      [{ countries: ['Canada'] }, 'shippingSettings.countries.0'],
    ] as const) {
      const response = await setShipping({ shippingSettings: settings });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const store = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json();
    expect(store.shippingSettings.national.rateCents).toBe(1199);
  });

  it('charges the international rate to a country the store ships to, with the address abroad on the order', async () => {
    await setShipping({
      shippingMethods: ALL_METHODS,
      shippingSettings: { international: { rateCents: 2450, freeOverCents: 20000 }, countries: ['CA', 'GB'] },
    });
    const abroad = {
      ...CUSTOMER_INFO,
      address: '10 Downing St',
      city: 'London',
      state: '',
      zipCode: 'SW1A 2AA',
      country: 'gb',
    };
    const { intent, order } = await checkout(1, 4200 + 2450 + 299, {
      shippingMethod: 'international',
      customerInfo: abroad,
    });
    expect(intent.json()).toMatchObject({ shippingCents: 2450, shippingMethod: 'international' });
    expect(order!.shippingMethod).toBe('international');
    expect(order!.shippingAddress).toMatchObject({ city: 'London', zipCode: 'SW1A 2AA', country: 'GB' });
    expectChargeMatchesSummary(intent, order!);

    const free = await checkout(5, 5 * 4200 + 299, { shippingMethod: 'international', customerInfo: abroad });
    expect(free.intent.json().shippingCents).toBe(0);
    expectChargeMatchesSummary(free.intent, free.order!);

    for (const [info, field, error] of [
      [
        { ...abroad, country: 'FR', zipCode: '75008' },
        'customerInfo.country',
        'International shipping does not go to this country.',
      ],
      [{ ...abroad, country: 'US' }, 'customerInfo.country', 'For a US address, choose national shipping'],
      [{ ...abroad, zipCode: '#1' }, 'customerInfo.zipCode', 'Enter a valid postal code'],
      // Plausible as a code, but not one of Great Britain's: the country's own rule refuses it.
      [{ ...abroad, zipCode: '12345' }, 'customerInfo.zipCode', 'Enter a valid postal code'],
      [
        { ...abroad, country: 'CA', zipCode: 'SW1A 2AA' },
        'customerInfo.zipCode',
        'Enter a valid postal code',
      ],
    ] as const) {
      const refused = await checkout(1, 4200 + 2450 + 299, {
        shippingMethod: 'international',
        customerInfo: info,
      });
      expect(refused.intent.statusCode).toBe(400);
      expect(refused.intent.json().field).toBe(field);
      expect(refused.intent.json().error).toContain(error);
    }
  });

  it('lets the owner correct an address abroad, keeping its country and its postal code rule', async () => {
    await setShipping({ shippingMethods: ALL_METHODS, shippingSettings: { countries: ['CA', 'GB'] } });
    const abroad = {
      ...CUSTOMER_INFO,
      address: '24 Sussex Dr',
      city: 'Ottawa',
      state: 'Ontario',
      zipCode: 'K1M 1M4',
      country: 'CA',
    };
    const { order } = await checkout(1, 4200 + 1199 + 299, {
      shippingMethod: 'international',
      customerInfo: abroad,
    });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${order!.id}/address`,
        headers: { ...demo, ...owner },
        payload,
      });
    const corrected = {
      name: abroad.name,
      address: '1 Wellington St',
      addressLine2: '',
      city: 'Ottawa',
      state: 'ON',
      zipCode: 'K1A 0A9',
      country: 'CA',
    };
    const wrongCode = await put({ ...corrected, zipCode: 'SW1A 2AA' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().field).toBe('zipCode');
    expect(wrongCode.json().error).toContain('Enter a valid postal code');
    const otherCountry = await put({ ...corrected, country: 'GB', zipCode: 'SW1A 2AA' });
    expect(otherCountry.statusCode).toBe(400);
    expect(otherCountry.json().field).toBe('country');
    // Without its country, the US rules apply: a Canadian postal code is no ZIP code.
    expect((await put({ ...corrected, country: undefined })).statusCode).toBe(400);

    const saved = await put(corrected);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().shippingAddress).toEqual({ ...corrected, country: 'CA' });
  });

  it('takes any country on the profile, even where the store does not ship, with its postal code rule', async () => {
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const save = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user-profile',
        headers: { ...demo, ...shopper },
        payload: { ...CUSTOMER_INFO, email: 'shopper@demo.test', ...payload },
      });
    const abroad = {
      address: '24 Sussex Dr',
      city: 'Ottawa',
      state: 'Ontario',
      zipCode: 'K1M 1M4',
      country: 'CA',
    };
    // The store ships nationally only: a shopper living abroad still completes their profile.
    const elsewhere = await save({ ...abroad, country: 'FR', city: 'Paris', state: '', zipCode: '75008' });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ country: 'FR', zipCode: '75008' });

    await setShipping({ shippingMethods: ALL_METHODS, shippingSettings: { countries: ['CA', 'GB'] } });
    const wrongCode = await save({ ...abroad, zipCode: '12345' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().field).toBe('zipCode');
    const saved = await save(abroad);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ state: 'Ontario', zipCode: 'K1M 1M4', country: 'CA' });
    const read = await t.app.inject({
      url: '/api/user-profile/shopper@demo.test',
      headers: { ...demo, ...shopper },
    });
    expect(read.json()).toMatchObject({ city: 'Ottawa', country: 'CA' });

    // Back home: a US address keeps the spec's rules and drops the country.
    const zip = await save({ ...abroad, country: '', state: 'AK', zipCode: 'K1M 1M4' });
    expect(zip.json().field).toBe('zipCode');
    const home = await save({ country: '' });
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({ state: CUSTOMER_INFO.state, country: '' });
  });

  it('keeps a US address to the spec’s state and ZIP rules', async () => {
    const { intent } = await checkout(1, 4200 + 1199 + 299, {
      customerInfo: { ...CUSTOMER_INFO, zipCode: 'SW1A 2AA' },
    });
    expect(intent.statusCode).toBe(400);
    expect(intent.json().field).toBe('customerInfo.zipCode');
    expect(intent.json().error).toContain('Invalid ZIP code');
  });

  it('takes a discount code off the items only, with pickup or free-over national, charging the summary', async () => {
    const makeCode = async (code: string, kind: 'percent' | 'amount', value: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/discounts',
        headers: { ...demo, ...owner },
        payload: { code, kind, value },
      });
      expect(response.statusCode).toBe(201);
    };
    await makeCode('SHIPTEN', 'percent', 10);
    await makeCode('SHIPBIG', 'amount', 100);
    await setShipping({
      shippingMethods: ALL_METHODS,
      shippingSettings: {
        pickup: { address: '201 Lincoln St, Sitka', instructions: '' },
        national: { rateCents: 650, freeOverCents: 8400 },
      },
    });
    const expectDiscounted = (
      result: Awaited<ReturnType<typeof checkout>>,
      code: string,
      expected: { discountCents: number; shippingCents: number },
    ) => {
      expect(result.intent.statusCode).toBe(200);
      const summary = result.intent.json();
      expect(summary).toMatchObject({ ...expected, serviceFeeCents: 299, discountCode: code });
      expect(summary.amount).toBe(
        summary.subtotalCents + summary.shippingCents + summary.serviceFeeCents - summary.discountCents,
      );
      expect(result.order).toMatchObject({
        totalCents: summary.amount,
        shippingCents: summary.shippingCents,
        serviceFeeCents: 299,
        discountCode: code,
        discountCents: summary.discountCents,
      });
    };

    // Pickup: no shipping, the code takes 10% of the items, the fee stays.
    const pickup = await checkout(2, 8400 - 840 + 299, {
      shippingMethod: 'pickup',
      customerInfo: PICKUP_INFO,
      discountCode: 'shipten',
    });
    expectDiscounted(pickup, 'SHIPTEN', { discountCents: 840, shippingCents: 0 });
    expect(pickup.order!.shippingMethod).toBe('pickup');

    // National, free once the items reach 84.00: the threshold counts the items before the code.
    const free = await checkout(2, 8400 - 840 + 299, { shippingMethod: 'national', discountCode: 'SHIPTEN' });
    expectDiscounted(free, 'SHIPTEN', { discountCents: 840, shippingCents: 0 });
    const under = await checkout(1, 4200 - 420 + 650 + 299, { discountCode: 'SHIPTEN' });
    expectDiscounted(under, 'SHIPTEN', { discountCents: 420, shippingCents: 650 });

    // A code worth more than the items never eats into the shipping or the service fee.
    const big = await checkout(1, 650 + 299, { shippingMethod: 'national', discountCode: 'SHIPBIG' });
    expectDiscounted(big, 'SHIPBIG', { discountCents: 4200, shippingCents: 650 });
    const bigPickup = await checkout(1, 299, {
      shippingMethod: 'pickup',
      customerInfo: PICKUP_INFO,
      discountCode: 'SHIPBIG',
    });
    expectDiscounted(bigPickup, 'SHIPBIG', { discountCents: 4200, shippingCents: 0 });

    // The browser's own idea of the shipping under a code is refused with the true total.
    const wrong = await checkout(1, 4200 - 420 + 1199 + 299, { discountCode: 'SHIPTEN' });
    expect(wrong.intent.statusCode).toBe(409);
    expect(wrong.intent.json()).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      expectedAmount: 4200 - 420 + 650 + 299,
    });
  });

  it('keeps the countries shipped to, without repeats or the store’s own country', async () => {
    await setShipping({ shippingSettings: { countries: ['ca', 'GB', 'CA', 'US'] } });
    const store = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json();
    expect(store.shippingSettings.countries).toEqual(['CA', 'GB']);
  });
});
