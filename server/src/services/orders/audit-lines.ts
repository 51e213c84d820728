/**
 * What the activity log keeps of an order's and a return's changes made in the back-office: the
 * fields people act on (status, money refunded in cents, tracking, the shipping address; a return's
 * decision), read before and after, with the facts of the change beside them (a refund's amount,
 * its pieces and whether they went back to stock, a note's words). The routes pass these to `withAudit`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toCents } from '@/lib/money';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import type { AdminReturnRequest } from '@/lib/schemas/returns';
import type { AuditSpec } from '../audit/audited';
import { findIn } from '../audit/audited';
import { listReturnRequests } from '../returns/decisions';
import { adminOrderDetail } from './admin-orders';

type OrderFields = ReturnType<typeof orderAuditFields>;

/** The fields of an order a line compares. */
export const orderAuditFields = (order: AdminOrderDetail) => ({
  orderId: order.orderId,
  status: order.status,
  refundedCents: toCents(order.refunded),
  tracking: order.tracking,
  shippingAddress: order.shippingAddress,
});

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const numberOf = (before: unknown) => (before as OrderFields | null)?.orderId;

/**
 * A line of `action` on the order of the request's `:id`: its fields before (read first) and after,
 * named by its number. `extra` adds facts or changes what is compared.
 */
export function orderAuditSpec<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  extra: Partial<AuditSpec<T>> = {},
): AuditSpec<T> {
  return {
    action,
    subjectType: 'order',
    subjectId: idOf(request),
    summary: (result, before) =>
      (result as Partial<AdminOrderDetail>).orderId ?? numberOf(before) ?? idOf(request),
    before: async () => orderAuditFields(await adminOrderDetail(app, request.tenant, idOf(request))),
    after: (result) => orderAuditFields(result as unknown as AdminOrderDetail),
    ...extra,
  };
}

/** A change that leaves the order's fields as they were (a note, a payment request): its facts only. */
export const factsOnly = { after: (_result: unknown, before: unknown) => before };

/** A refund's line: the amount and pieces of the refund it made; none for a retry that refunded nothing. */
export const refundFacts = (body: { restock: boolean; reason?: string }) => ({
  unchanged: (order: AdminOrderDetail, before: unknown) =>
    (before as OrderFields | null)?.refundedCents === toCents(order.refunded),
  facts: (order: AdminOrderDetail) => {
    const refund = order.refunds.at(-1);
    return {
      amountCents: refund ? toCents(refund.amount) : null,
      restock: body.restock,
      pieces: refund?.restocked ?? [],
      ...(body.reason ? { reason: body.reason } : {}),
    };
  },
});

/** The fields of a return request a line compares. */
const returnFields = (request: AdminReturnRequest | null) =>
  request && {
    orderNumber: request.orderNumber,
    status: request.status,
    ownerMessage: request.ownerMessage,
    refundedCents: request.refundedCents,
  };

/** A line of `action` on the return request of the request's `:id`, read before among the open ones. */
export function returnAuditSpec(
  app: FastifyInstance,
  request: FastifyRequest,
  action: 'return.accept' | 'return.decline',
  facts?: (result: AdminReturnRequest) => Record<string, unknown>,
): AuditSpec<AdminReturnRequest> {
  return {
    action,
    subjectType: 'return',
    subjectId: idOf(request),
    summary: (result) => result.orderNumber,
    before: async () =>
      returnFields(await findIn(listReturnRequests(app, request.tenant, 'requested'), idOf(request))),
    after: returnFields,
    facts,
  };
}
