/**
 * The order timeline's lines for its return requests: "Return requested" or "Withdrawal received"
 * when one arrives, "Return accepted" or "Return declined" when the owner answers. They change no
 * status: each shows the status the order had then (from and to the same).
 */
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import type { OrderEventRow, OrderRow } from '@server/repositories/orders';
import { findReturnRequestsOfOrder } from '@server/repositories/returns';
import type { Database } from '@server/db/client';

type TimelineLine = AdminOrderDetail['timeline'][number];

/** The order's status at `at`: the last move before it (its creation's when none). */
function statusAt(order: OrderRow, events: OrderEventRow[], at: Date): OrderRow['status'] {
  let status: OrderRow['status'] = order.kind === 'backorder' ? 'Pending Payment' : 'Paid';
  for (const event of events) if (event.createdAt <= at) status = event.toStatus;
  return status;
}

/** The timeline with the order's return lines in it, in time order. */
export async function withReturnLines(
  db: Database,
  order: OrderRow,
  events: OrderEventRow[],
  timeline: TimelineLine[],
): Promise<TimelineLine[]> {
  const requests = await findReturnRequestsOfOrder(db, order.tenantId, order.id);
  if (requests.length === 0) return timeline;
  const line = (at: Date, note: string): TimelineLine => {
    const status = statusAt(order, events, at);
    return { from: status, status, at: at.toISOString(), trackingNumber: null, note };
  };
  const lines = requests.flatMap((request) => [
    line(request.createdAt, request.kind === 'withdrawal' ? 'Withdrawal received' : 'Return requested'),
    ...(request.decidedAt
      ? [line(request.decidedAt, request.status === 'accepted' ? 'Return accepted' : 'Return declined')]
      : []),
  ]);
  // A stable sort: a return line comes after a move made at the same instant (the refund it made).
  return [...timeline, ...lines].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
