/** The owner's customer list: paging, search, sorting and who counts as active. */
import { subDays } from 'date-fns/subDays';
import type { FastifyInstance } from 'fastify';
import { ACTIVE_CUSTOMER_DAYS } from '@/lib/constants/admin';
import { toDollars } from '@/lib/money';
import { displayPhone } from '@/lib/phone';
import type { AdminCustomer, CustomerListQuery, CustomerPage } from '@/lib/schemas/admin-customers';
import {
  countCustomers,
  findAllCustomersByEmail,
  findCustomers,
  type CustomerRow,
} from '@server/repositories/customers';

export const phoneOf = (app: FastifyInstance, stored: string | null) =>
  stored ? displayPhone(app.fieldCrypto.decrypt(stored)) : '';

export function toCustomer(
  app: FastifyInstance,
  row: CustomerRow,
  activeSince: Date,
  phone?: string,
): AdminCustomer {
  return {
    id: row.id,
    name: row.name ?? '',
    email: row.email,
    phone: phone ?? phoneOf(app, row.phone),
    lastActive: row.lastActiveAt?.toISOString() ?? null,
    active: row.lastActiveAt !== null && row.lastActiveAt >= activeSince,
    orders: row.orderCount,
    totalSpent: toDollars(row.spentCents),
    notionPageId: row.notionPageId,
  };
}

export async function listCustomerPage(
  app: FastifyInstance,
  tenantId: string,
  query: CustomerListQuery,
  now = new Date(),
): Promise<CustomerPage> {
  const activeSince = subDays(now, ACTIVE_CUSTOMER_DAYS);
  const filter = {
    q: query.q || undefined,
    activeSince,
    active: query.active === undefined ? undefined : query.active === 'true',
    unverified: query.unverified === 'true',
  };
  const offset = (query.page - 1) * query.pageSize;
  const total = await countCustomers(app.db, tenantId, filter);
  let items: AdminCustomer[];
  if (query.sort === 'phone') {
    // Phones are encrypted at rest, so the database cannot order them: decrypt the matches and sort here.
    const rows = await findCustomers(app.db, tenantId, filter, null, null);
    const withPhones = rows.map((row) => ({ row, phone: phoneOf(app, row.phone) }));
    const sign = query.dir === 'desc' ? -1 : 1;
    withPhones.sort((a, b) =>
      a.phone === b.phone
        ? a.row.id.localeCompare(b.row.id)
        : !a.phone
          ? 1
          : !b.phone
            ? -1
            : sign * a.phone.localeCompare(b.phone),
    );
    items = withPhones
      .slice(offset, offset + query.pageSize)
      .map(({ row, phone }) => toCustomer(app, row, activeSince, phone));
  } else {
    const rows = await findCustomers(
      app.db,
      tenantId,
      filter,
      { sort: query.sort, dir: query.dir },
      { limit: query.pageSize, offset },
    );
    items = rows.map((row) => toCustomer(app, row, activeSince));
  }
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** The plain list (every customer by email) that GET /api/customers has always answered. */
export async function listAllCustomers(app: FastifyInstance, tenantId: string) {
  const rows = await findAllCustomersByEmail(app.db, tenantId);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name ?? '',
    phone: phoneOf(app, row.phone),
    lastActive: row.lastActiveAt?.toISOString() ?? null,
  }));
}
