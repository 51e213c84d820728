import { eq, sql } from 'drizzle-orm';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { storeToday } from '@/lib/making-time';
import { emailOutbox, orders, payments, products, productVariants, stores } from '@/server/src/db/schema';
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

describe('shipping by weight and zone', () => {
  const HOME_BANDS = [
    { upToGrams: 400, rateCents: 600 },
    { upToGrams: 1000, rateCents: 1100 },
    { upToGrams: 3000, rateCents: 1900 },
  ];
  const tables = (extra: Record<string, unknown> = {}) => ({
    kind: 'weight',
    packagingGrams: 60,
    defaultItemGrams: 250,
    zones: [
      { name: 'Home', countries: ['US'], bands: HOME_BANDS },
      {
        name: 'Europe',
        countries: ['DE', 'FR'],
        bands: [
          { upToGrams: 1000, rateCents: 2400 },
          { upToGrams: null, rateCents: 5200 },
        ],
      },
    ],
    restOfWorld: [{ upToGrams: 1000, rateCents: 3600 }],
    ...extra,
  });
  const byWeight = (extra: Record<string, unknown> = {}) =>
    setShipping({
      shippingMethods: ALL_METHODS,
      shippingSettings: { countries: ['DE', 'JP'], weightRates: tables(extra) },
    });
  const weigh = (id: string, grams: number | null) =>
    t.database.db.update(products).set({ weightGrams: grams }).where(eq(products.id, id));
  const abroad = (country: string, zipCode: string) => ({
    shippingMethod: 'international',
    customerInfo: { ...CUSTOMER_INFO, address: '1 Hauptstr.', city: 'Berlin', state: '', zipCode, country },
  });
  /** What the api charges to ship a basket: the summary's shipping of the payment it opens (or its refusal). */
  const shippingOf = async (items: unknown[], extra: Record<string, unknown> = {}) => {
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: demo,
      payload: { amount: 1, currency: 'usd', items, customerInfo: CUSTOMER_INFO, ...extra },
    });
    // The amount sent is wrong on purpose: the refusal names the total the store's rules give.
    const body = intent.json();
    if (body.code !== 'AMOUNT_MISMATCH') return body;
    return { totalCents: body.expectedAmount };
  };
  const mugs = (quantity: number) => [{ id: mug().id, quantity }];
  const MUG = 4200;
  const FEE = 299;

  beforeAll(async () => {
    await weigh(mug().id, 340);
  });
  afterEach(async () => {
    await setShipping({
      shippingMethods: { local: false, national: true, international: false },
      shippingSettings: { weightRates: { kind: 'flat' } },
    });
  });
  afterAll(async () => {
    await weigh(mug().id, null);
  });

  it('takes the band a parcel falls in, its upper weight included and one gram more the next', async () => {
    // One mug (340 g) and 60 g of packaging: 400 g, the first band's very top.
    await byWeight();
    expect(await shippingOf(mugs(1))).toEqual({ totalCents: MUG + 600 + FEE });
    await byWeight({ packagingGrams: 61 });
    expect(await shippingOf(mugs(1))).toEqual({ totalCents: MUG + 1100 + FEE });
    // Two mugs: 740 g; eight: 2,780 g; nine: 3,120 g, past the home zone's last band.
    await byWeight();
    expect(await shippingOf(mugs(2))).toEqual({ totalCents: 2 * MUG + 1100 + FEE });
    expect(await shippingOf(mugs(8))).toEqual({ totalCents: 8 * MUG + 1900 + FEE });
    const tooHeavy = await shippingOf(mugs(9));
    expect(tooHeavy).toMatchObject({ code: 'SHIPPING_TOO_HEAVY', field: 'shippingMethod' });
    expect(tooHeavy.error).toContain('National shipping cannot take an order this heavy');
  });

  it('prices the same parcel by the zone of its country, and the rest of the world where no zone lists it', async () => {
    await byWeight();
    expect(await shippingOf(mugs(2), abroad('DE', '10115'))).toEqual({ totalCents: 2 * MUG + 2400 + FEE });
    // Europe's last band takes any weight: 20 mugs, 6,860 g.
    expect(await shippingOf(mugs(20), abroad('DE', '10115'))).toEqual({
      totalCents: 20 * MUG + 5200 + FEE,
    });
    expect(await shippingOf(mugs(2), abroad('JP', '100-0001'))).toEqual({
      totalCents: 2 * MUG + 3600 + FEE,
    });
    expect(await shippingOf(mugs(3), abroad('JP', '100-0001'))).toMatchObject({ code: 'SHIPPING_TOO_HEAVY' });
    // Without the rest of the world's bands, Japan is not served at all.
    await byWeight({ restOfWorld: [] });
    expect(await shippingOf(mugs(1), abroad('JP', '100-0001'))).toMatchObject({
      code: 'SHIPPING_COUNTRY_UNAVAILABLE',
      field: 'customerInfo.country',
    });
  });

  it('weighs a heavy piece, a size by its own weight and a piece nobody weighed by the store’s default', async () => {
    await byWeight();
    const sized = catalog.find((product) =>
      product.variants?.some((variant) => variant.totalInventory !== 0),
    )!;
    const size = sized.variants!.find((variant) => variant.totalInventory !== 0)!;
    const plain = catalog.find(
      (product) => product.id !== mug().id && !product.variants?.length && product.totalInventory !== 0,
    )!;
    await weigh(sized.id, 2000);
    await weigh(plain.id, null);
    const basket = [
      { id: sized.id, variantId: size.id, quantity: 1 },
      { id: plain.id, quantity: 1 },
    ];
    const sizePrice = (size as { price?: number | null }).price;
    const items = Math.round((sizePrice ?? sized.price) * 100) + Math.round(plain.price * 100);
    // The ring's product weighs 2 kg, the plain piece the default 250 g: 2,310 g with packaging.
    expect(await shippingOf(basket)).toEqual({ totalCents: items + 1900 + FEE });
    // The size's own 12 g replaces its product's: 322 g.
    await t.database.db
      .update(productVariants)
      .set({ weightGrams: 12 })
      .where(eq(productVariants.id, size.id));
    expect(await shippingOf(basket)).toEqual({ totalCents: items + 600 + FEE });
    await t.database.db
      .update(productVariants)
      .set({ weightGrams: null })
      .where(eq(productVariants.id, size.id));
    await weigh(sized.id, null);
  });

  it('quotes the charge the payment then makes, and the order records what the card paid', async () => {
    await byWeight();
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/tax',
      headers: demo,
      payload: { items: mugs(2), shippingMethod: 'international', destination: { country: 'de' } },
    });
    expect(quote.json().shippingCents).toBe(2400);
    const { intent, order } = await checkout(2, 2 * MUG + 2400 + FEE, abroad('DE', '10115'));
    expect(intent.json()).toMatchObject({ shippingCents: 2400, shippingMethod: 'international' });
    expectChargeMatchesSummary(intent, order!);
    // Free over the owner's amount, whatever the band.
    await setShipping({
      shippingSettings: {
        countries: ['DE'],
        national: { rateCents: 1199, freeOverCents: 8000 },
        weightRates: tables(),
      },
    });
    expect(await shippingOf(mugs(2))).toEqual({ totalCents: 2 * MUG + FEE });
  });

  it('ships a backorder by the same rule, to the account’s address', async () => {
    await byWeight();
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const piece = catalog.find(
      (product) => product.id !== mug().id && !product.variants?.length && product.totalInventory !== null,
    )!;
    await t.database.db
      .update(products)
      .set({ totalInventory: 0, weightGrams: 900 })
      .where(eq(products.id, piece.id));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/backorders',
      headers: { ...demo, ...shopper },
      payload: { productId: piece.id, quantity: 1 },
    });
    expect(placed.statusCode).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, placed.json().orderId));
    // 900 g and 60 g of packaging: the home zone's second band.
    expect(order.shippingCents).toBe(1100);
    await t.database.db
      .update(products)
      .set({ totalInventory: piece.totalInventory, weightGrams: null })
      .where(eq(products.id, piece.id));
  });

  it('keeps the tables when a form saves the flat rates without them, and refuses bad tables naming the field', async () => {
    await byWeight();
    expect((await setShipping({ shippingSettings: { national: { rateCents: 700 } } })).statusCode).toBe(200);
    const store = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json();
    expect(store.shippingSettings.weightRates).toMatchObject({ kind: 'weight', packagingGrams: 60 });
    const bad = await setShipping({
      shippingSettings: {
        weightRates: tables({
          restOfWorld: [
            { upToGrams: 500, rateCents: 1 },
            { upToGrams: 400, rateCents: 2 },
          ],
        }),
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'shippingSettings.weightRates.restOfWorld.1.upToGrams',
    });
  });
});

describe('when a basket ships', () => {
  afterAll(async () => {
    await t.database.db.update(stores).set({ workCalendar: null });
    await t.database.db.update(products).set({ makingTime: null }).where(eq(products.id, mug().id));
  });

  it('tells the quote and the payment the day the basket would ship by: its slowest piece, in working days', async () => {
    // Every day a working day, so the count reads the same whatever day the test runs.
    await t.database.db.update(stores).set({
      workCalendar: {
        defaultMakingTime: { kind: 'ready', days: 0 },
        workingDays: [0, 1, 2, 3, 4, 5, 6],
        holidays: [],
      },
    });
    const later = (days: number) =>
      format(addDays(new Date(`${storeToday()}T12:00:00Z`), days), 'yyyy-MM-dd');
    const quoteShipBy = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/checkout/tax',
          headers: demo,
          payload: { items: [{ id: mug().id, quantity: 1 }], destination: { state: 'AK' } },
        })
      ).json().shipBy;
    expect(await quoteShipBy()).toBe(later(0));
    await t.database.db
      .update(products)
      .set({ makingTime: { kind: 'made', min: 1, max: 2, unit: 'weeks' } })
      .where(eq(products.id, mug().id));
    expect(await quoteShipBy()).toBe(later(10));
    const { intent } = await checkout(1, 4200 + 1199 + 299);
    expect(intent.json().shipBy).toBe(later(10));
  });
});
