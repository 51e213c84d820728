/**
 * The customer page: one customer (a store's lower-cased email, guest or account) with the
 * addresses they gave, their orders and figures, and the owner's notes on them.
 */
import { subDays } from 'date-fns/subDays';
import type { FastifyInstance } from 'fastify';
import { ACTIVE_CUSTOMER_DAYS } from '@/lib/constants/admin';
import { toDollars } from '@/lib/money';
import type { CustomerDetail, CustomerNote, CustomerNoteBody } from '@/lib/schemas/admin-customers';
import { ApiError } from '@server/errors';
import {
  findCustomerById,
  findCustomerNotes,
  findOrdersOfEmail,
  findProfileOfUser,
  insertCustomerNote,
} from '@server/repositories/customers';
import { toCustomer } from './customers';

const customerNotFound = () => new ApiError({ status: 404, code: 'CUSTOMER_NOT_FOUND' });

type AddressParts = Partial<
  Record<'name' | 'address' | 'addressLine2' | 'city' | 'state' | 'zipCode', string>
>;

/** An address as lines on a parcel; null when it has no street. */
function addressOf(app: FastifyInstance, parts: AddressParts) {
  const street = parts.address ? app.fieldCrypto.decrypt(parts.address) : '';
  if (!street) return null;
  const place = [parts.city, [parts.state, parts.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    name: parts.name ?? '',
    lines: [street, parts.addressLine2 ?? '', place].filter((line) => line.trim() !== ''),
  };
}

const toNote = (row: { id: number; body: string; createdAt: Date; author: string | null }): CustomerNote => ({
  id: Number(row.id),
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  author: row.author,
});

export async function customerDetail(
  app: FastifyInstance,
  tenantId: string,
  id: string,
  now = new Date(),
): Promise<CustomerDetail> {
  const row = await findCustomerById(app.db, tenantId, id);
  if (!row) throw customerNotFound();
  const [orderRows, profile, notes] = await Promise.all([
    findOrdersOfEmail(app.db, tenantId, row.email),
    row.userId ? findProfileOfUser(app.db, tenantId, row.userId) : null,
    findCustomerNotes(app.db, tenantId, row.email),
  ]);
  // Each address once, the account's saved one first, then the orders' newest first.
  const addresses = new Map<string, { name: string; lines: string[] }>();
  for (const parts of [profile ?? {}, ...orderRows.map((order) => order.customerInfo ?? {})]) {
    const address = addressOf(app, parts as AddressParts);
    if (address && !addresses.has(address.lines.join('\n').toLowerCase()))
      addresses.set(address.lines.join('\n').toLowerCase(), address);
  }
  return {
    ...toCustomer(app, row, subDays(now, ACTIVE_CUSTOMER_DAYS)),
    account: row.accountCreatedAt
      ? { verified: row.emailVerifiedAt !== null, createdAt: row.accountCreatedAt.toISOString() }
      : null,
    lifetimeValue: toDollars(row.spentCents),
    firstOrder: row.firstOrderAt?.toISOString() ?? null,
    lastOrder: row.lastOrderAt?.toISOString() ?? null,
    addresses: [...addresses.values()],
    orderList: orderRows.map((order) => ({
      id: order.id,
      orderId: order.orderId,
      status: order.status,
      total: toDollars(order.totalCents),
      createdAt: order.createdAt.toISOString(),
    })),
    notes: notes.map(toNote),
  };
}

/** Adds the owner's note to the customer; answers it. */
export async function addCustomerNote(
  app: FastifyInstance,
  tenantId: string,
  id: string,
  authorId: string,
  body: CustomerNoteBody,
): Promise<CustomerNote> {
  const row = await findCustomerById(app.db, tenantId, id);
  if (!row) throw customerNotFound();
  const note = await insertCustomerNote(app.db, {
    tenantId,
    customerEmail: row.email,
    body: body.body,
    authorId,
  });
  const written = (await findCustomerNotes(app.db, tenantId, row.email)).find((n) => n.id === note.id);
  return toNote(written ?? { ...note, author: null });
}
