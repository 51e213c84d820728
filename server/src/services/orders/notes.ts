/** Internal notes on an order: written and read by the store's owners only, never by its customer. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES } from '@/lib/messages';
import type { OrderNote, OrderNoteBody } from '@/lib/schemas/order-desk';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import { findOrderNotes, insertOrderNote } from '@server/repositories/order-desk';
import { findOrderWithName } from '@server/repositories/orders';
import type { Tenant } from '@server/types';

/** The order's notes, oldest first, as the order page lists them. */
export async function orderNotesOf(db: Database, tenantId: string, orderId: string): Promise<OrderNote[]> {
  return (await findOrderNotes(db, tenantId, orderId)).map((note) => ({
    id: note.id,
    text: note.text,
    author: note.author ?? '',
    createdAt: note.createdAt.toISOString(),
  }));
}

/** Adds the owner's note to one of the store's orders (404 for any other); answers every note. */
export async function addOrderNote(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
  body: OrderNoteBody,
  authorId: string,
): Promise<{ notes: OrderNote[] }> {
  if (!(await findOrderWithName(app.db, tenant.id, orderId)))
    throw new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: ADMIN_MESSAGES.orderNotFound });
  await insertOrderNote(app.db, { tenantId: tenant.id, orderId, authorId, text: body.text });
  return { notes: await orderNotesOf(app.db, tenant.id, orderId) };
}
