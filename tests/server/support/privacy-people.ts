/**
 * People with a history in a store, written straight into the database as checkout, refunds and
 * the owner leave it: an account with a profile, orders with items, tax lines, tracking, a refund,
 * an invoice and a credit note, a newsletter consent, the owner's note and a once-per-customer
 * code's use. For the tests of a person's data file and its erasure.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  customerNotes,
  discountCodes,
  discountRedemptions,
  newsletterSubscribers,
  orderEvents,
  orderItems,
  orderRefunds,
  orderTaxLines,
  orderTracking,
  orders,
  payments,
  profiles,
  taxDocuments,
  users,
} from '@/server/src/db/schema';
import { hashPassword } from '@/server/src/services/auth/passwords';

export const PEOPLE_PASSWORD = 'Sitka-privacy-2026!';
let documentNumber = 9000;

export async function insertAccount(
  app: FastifyInstance,
  input: { tenantId: string; email: string; verified: boolean; name: string; street: string; phone: string },
) {
  const [user] = await app.db
    .insert(users)
    .values({
      tenantId: input.tenantId,
      email: input.email,
      passwordHash: await hashPassword(PEOPLE_PASSWORD),
      emailVerifiedAt: input.verified ? new Date('2026-01-02T10:00:00Z') : null,
    })
    .returning();
  await app.db.insert(profiles).values({
    userId: user.id,
    tenantId: input.tenantId,
    name: input.name,
    phone: app.fieldCrypto.encrypt(input.phone),
    address: app.fieldCrypto.encrypt(input.street),
    city: 'Sitka',
    state: 'AK',
    zipCode: '99835',
  });
  return user;
}

export type PlacedOrder = { id: string; orderId: string; paymentId: string };

/** An order with one item, its tax line, events to `status`, and for delivered ones tracking, a refund, an invoice and a credit note. */
export async function insertHistoryOrder(
  app: FastifyInstance,
  input: {
    tenantId: string;
    orderId: string;
    email: string;
    userId: string | null;
    status: 'Paid' | 'Delivered' | 'Pending Payment';
    name: string;
    street: string;
  },
): Promise<PlacedOrder> {
  const id = randomUUID();
  const paymentId = `pay_${randomUUID()}`;
  const enc = (value: string) => app.fieldCrypto.encrypt(value);
  const base = { tenantId: input.tenantId };
  await app.db.insert(orders).values({
    ...base,
    id,
    orderId: input.orderId,
    status: input.status,
    userId: input.userId,
    customerEmail: input.email,
    customerInfo: {
      name: input.name,
      email: input.email,
      phone: enc('9075550123'),
      address: enc(input.street),
    },
    subtotalCents: 4_000,
    shippingCents: 500,
    taxCents: 200,
    totalCents: 4_700,
    paymentIntentId: paymentId,
    shippingMethod: 'national',
    shippingAddress: {
      name: input.name,
      address: enc(input.street),
      addressLine2: 'Apt 2',
      city: 'Sitka',
      state: 'AK',
      zipCode: '99835',
    },
  });
  await app.db.insert(payments).values({
    ...base,
    id: paymentId,
    provider: 'test',
    amountCents: 4_700,
    status: 'succeeded',
    items: [],
    customerEmail: input.email,
    customerInfo: { name: input.name, address: enc(input.street) },
    userId: input.userId,
    visitor: input.userId ? `user:${input.userId}` : 'ip:203.0.113.9',
    address: '203.0.113.9',
    placedOrderId: id,
  });
  const [item] = await app.db
    .insert(orderItems)
    .values({ ...base, orderId: id, name: 'Spruce bowl', priceCents: 4_000, quantity: 1 })
    .returning();
  await app.db.insert(orderTaxLines).values({
    ...base,
    orderId: id,
    kind: 'item',
    orderItemId: item.id,
    jurisdiction: 'US-AK-LOCAL',
    rate: 5_000,
    taxableCents: 4_000,
    amountCents: 200,
  });
  await app.db.insert(orderEvents).values({ ...base, orderId: id, fromStatus: null, toStatus: 'Paid' });
  if (input.status === 'Delivered') await addDeliveredFacts(app, input, id);
  return { id, orderId: input.orderId, paymentId };
}

async function addDeliveredFacts(
  app: FastifyInstance,
  input: { tenantId: string; name: string; street: string },
  id: string,
) {
  const base = { tenantId: input.tenantId };
  await app.db.insert(orderEvents).values([
    { ...base, orderId: id, fromStatus: 'Paid', toStatus: 'Shipped', trackingNumber: '1Z999' },
    { ...base, orderId: id, fromStatus: 'Shipped', toStatus: 'Delivered' },
  ]);
  await app.db
    .insert(orderTracking)
    .values({ ...base, orderId: id, carrier: 'UPS', trackingNumber: '1Z999' });
  const [refund] = await app.db
    .insert(orderRefunds)
    .values({ ...base, orderId: id, amountCents: 1_000, taxCents: 50, reason: 'Chipped rim' })
    .returning();
  const buyer = { name: input.name, address: input.street };
  await app.db.insert(taxDocuments).values([
    {
      ...base,
      orderId: id,
      kind: 'invoice',
      number: (documentNumber += 1),
      totalCents: 4_700,
      taxCents: 200,
      details: { buyer },
    },
    {
      ...base,
      orderId: id,
      kind: 'credit_note',
      number: (documentNumber += 1),
      refundId: refund.id,
      totalCents: 1_000,
      taxCents: 50,
      details: { buyer },
    },
  ]);
}

/** A confirmed newsletter consent and the owner's note on the email. */
export async function insertConsentAndNote(
  app: FastifyInstance,
  tenantId: string,
  email: string,
  note: string,
) {
  await app.db.insert(newsletterSubscribers).values({
    tenantId,
    email,
    status: 'confirmed',
    consentText: 'Yes, send me news of new pieces.',
    consentAt: new Date('2026-02-01T09:00:00Z'),
    confirmedAt: new Date('2026-02-01T09:05:00Z'),
  });
  await app.db.insert(customerNotes).values({ tenantId, customerEmail: email.toLowerCase(), body: note });
}

/** A once-per-customer code, used by `email` on the order paid by `paymentId`. */
export async function insertCodeUse(
  app: FastifyInstance,
  input: { tenantId: string; code: string; key: string; paymentId: string; orderId: string },
) {
  const [code] = await app.db
    .insert(discountCodes)
    .values({
      tenantId: input.tenantId,
      code: input.code,
      kind: 'percent',
      value: 10,
      oncePerCustomer: true,
      usesCount: 1,
    })
    .returning();
  await app.db.insert(discountRedemptions).values({
    tenantId: input.tenantId,
    codeId: code.id,
    code: input.code,
    paymentId: input.paymentId,
    orderId: input.orderId,
    customerKey: input.key,
    discountCents: 400,
    status: 'used',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return code;
}
