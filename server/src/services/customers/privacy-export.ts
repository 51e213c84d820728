/**
 * The file of a person's data: what one store holds about one account or email, decrypted for
 * them (or for the owner answering their request by mail). Nothing of another customer, nor of
 * the same email in another store, can enter it: every read names the store and the person.
 */
import type { FastifyInstance } from 'fastify';
import { toDollars } from '@/lib/money';
import { PRIVACY_MESSAGES, type PersonalDataExport } from '@/lib/schemas/privacy';
import type { ShippingAddressJson } from '@server/db/schema';
import { findProfile } from '@server/repositories/profiles';
import {
  findNewsletterRow,
  findNotesAbout,
  findOrderParts,
  findPersonOrders,
  type OrderScope,
  type PersonOrderRow,
} from '@server/repositories/privacy';
import { findTenant } from '@server/repositories/tenants';

type Account = {
  id: string;
  email: string;
  createdAt: Date;
  emailVerifiedAt: Date | null;
  lastActiveAt: Date | null;
};
type Parts = Awaited<ReturnType<typeof findOrderParts>>;
type Address = PersonalDataExport['addresses'][number];

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function openAddress(app: FastifyInstance, stored: ShippingAddressJson | null): Address | null {
  if (!stored) return null;
  return {
    name: stored.name ?? '',
    address: stored.address ? app.fieldCrypto.decrypt(stored.address) : '',
    addressLine2: stored.addressLine2 ?? '',
    city: stored.city ?? '',
    state: stored.state ?? '',
    zipCode: stored.zipCode ?? '',
    country: stored.country ?? '',
  };
}

/** Checkout details as given, phone and address decrypted. */
function openDetails(app: FastifyInstance, info: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(info ?? {}).map(([key, value]) => [key, app.fieldCrypto.decrypt(String(value ?? ''))]),
  );
}

function toExportOrder(app: FastifyInstance, order: PersonOrderRow, parts: Parts) {
  const mine = <T extends { orderId: string }>(rows: T[]) => rows.filter((row) => row.orderId === order.id);
  const tracking = mine(parts.tracking)[0];
  return {
    orderId: order.orderId,
    kind: order.kind,
    status: order.status,
    placedAt: order.createdAt.toISOString(),
    currency: order.currency,
    subtotal: toDollars(order.subtotalCents),
    shipping: toDollars(order.shippingCents),
    serviceFee: toDollars(order.serviceFeeCents),
    discountCode: order.discountCode,
    discount: toDollars(order.discountCents),
    tax: toDollars(order.taxCents),
    total: toDollars(order.totalCents),
    shippingMethod: order.shippingMethod,
    customer: openDetails(app, order.customerInfo),
    shippingAddress: openAddress(app, order.shippingAddress),
    items: mine(parts.items).map((item) => ({
      name: item.name,
      variant: item.variantName,
      price: toDollars(item.priceCents),
      quantity: item.quantity,
    })),
    tracking: tracking ? { carrier: tracking.carrier, trackingNumber: tracking.trackingNumber } : null,
    refunds: mine(parts.refunds).map((refund) => ({
      amount: toDollars(refund.amountCents),
      tax: toDollars(refund.taxCents),
      reason: refund.reason,
      at: refund.createdAt.toISOString(),
    })),
    documents: mine(parts.documents).map((document) => ({
      kind: document.kind,
      number: document.number,
      total: toDollars(document.totalCents),
      issuedAt: document.issuedAt.toISOString(),
    })),
  };
}

async function profileOf(app: FastifyInstance, tenantId: string, account: Account | undefined) {
  const row = account ? await findProfile(app.db, tenantId, account.id) : undefined;
  if (!row) return null;
  return {
    ...openAddress(app, { ...row, country: row.country })!,
    phone: app.fieldCrypto.decrypt(row.phone),
  };
}

/** Each address once: the profile's, then the orders' in the order they were given. */
function distinctAddresses(list: (Address | null)[]): Address[] {
  const seen = new Map<string, Address>();
  for (const address of list) {
    if (!address || !address.address) continue;
    const { name, address: street, addressLine2, city, state, zipCode, country } = address;
    const value = { name, address: street, addressLine2, city, state, zipCode, country };
    seen.set(JSON.stringify(value).toLowerCase(), value);
  }
  return [...seen.values()];
}

async function newsletterOf(app: FastifyInstance, tenantId: string, email: string) {
  const row = await findNewsletterRow(app.db, tenantId, email);
  if (!row) return null;
  return {
    status: row.status,
    wording: row.consentText,
    givenAt: iso(row.consentAt),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

/**
 * The person's data in one store: `account` when they have one, `scope` naming their orders, and
 * the owner's notes about them when the owner asks (`withNotes`).
 */
export async function buildPersonalDataExport(
  app: FastifyInstance,
  tenantId: string,
  person: {
    email: string;
    account: Account | undefined;
    scope: OrderScope;
    withNotes: boolean;
    /** Whether the email is known to be theirs: only then is its newsletter consent shown. */
    emailProved: boolean;
  },
): Promise<PersonalDataExport> {
  const [tenant, profile, orderRows, newsletter, notes] = await Promise.all([
    findTenant(app.db, tenantId),
    profileOf(app, tenantId, person.account),
    findPersonOrders(app.db, tenantId, person.scope),
    person.emailProved ? newsletterOf(app, tenantId, person.email) : null,
    person.withNotes ? findNotesAbout(app.db, tenantId, person.email) : null,
  ]);
  const parts = await findOrderParts(
    app.db,
    tenantId,
    orderRows.map((order) => order.id),
  );
  const orders = orderRows.map((order) => toExportOrder(app, order, parts));
  const { account } = person;
  return {
    store: { id: tenantId, name: tenant?.name ?? tenantId },
    email: account?.email ?? person.email,
    account: account
      ? {
          createdAt: account.createdAt.toISOString(),
          emailVerified: account.emailVerifiedAt !== null,
          emailVerifiedAt: iso(account.emailVerifiedAt),
          lastActiveAt: iso(account.lastActiveAt),
        }
      : null,
    profile,
    addresses: distinctAddresses([profile, ...orders.map((order) => order.shippingAddress)]),
    orders,
    consents: { newsletter },
    keptForTheBooks: PRIVACY_MESSAGES.keptForTheBooks,
    ...(notes
      ? { notes: notes.map((note) => ({ body: note.body, createdAt: note.createdAt.toISOString() })) }
      : {}),
  };
}
