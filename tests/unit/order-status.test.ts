import { ORDER_STATUS_FILTERS } from '@/lib/constants/orders';
import {
  ORDER_KINDS,
  canCancel,
  canRefund,
  statusAfterRefund,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  OWNER_STATUS_TARGETS,
  nextStatuses,
  type OrderKind,
  type OrderStatus,
} from '@/lib/order-status';
import { adminOrderDetailSchema, orderStatusBodySchema } from '@/lib/schemas/admin-orders';
import { orderSchema, orderStatusSchema } from '@/lib/schemas/order';
import { orderEvents, orders } from '@/server/src/db/schema';

describe('the owner’s moves of an order', () => {
  const movesOf = (kind: OrderKind) =>
    Object.fromEntries(ORDER_STATUSES.map((status) => [status, nextStatuses({ status, kind })]));

  it('takes a paid order forward only: Paid → Shipped → Delivered, then nothing', () => {
    expect(movesOf('regular')).toEqual({
      'Pending Payment': [],
      Paid: ['Shipped'],
      Shipped: ['Delivered'],
      Delivered: [],
      'Partially Refunded': ['Shipped'],
      Refunded: [],
      Cancelled: [],
    });
  });

  it('marks a backorder paid from Pending Payment, then ships and delivers it', () => {
    expect(movesOf('backorder')).toEqual({
      'Pending Payment': ['Paid'],
      Paid: ['Shipped'],
      Shipped: ['Delivered'],
      Delivered: [],
      'Partially Refunded': ['Shipped'],
      Refunded: [],
      Cancelled: [],
    });
  });

  it('never moves an order back to where it was, nor to a status it has passed', () => {
    for (const kind of ORDER_KINDS) {
      for (const [from, targets] of Object.entries(ORDER_TRANSITIONS[kind]) as [
        OrderStatus,
        readonly OrderStatus[],
      ][]) {
        for (const to of targets)
          expect(ORDER_STATUSES.indexOf(to)).toBeGreaterThan(ORDER_STATUSES.indexOf(from));
      }
    }
  });

  it('answers a copy: changing what it answered leaves the table as it was', () => {
    nextStatuses({ status: 'Paid', kind: 'regular' }).push('Delivered');
    expect(nextStatuses({ status: 'Paid', kind: 'regular' })).toEqual(['Shipped']);
  });
});

describe('order statuses, written once', () => {
  it('are the ones the database columns accept', () => {
    expect(orders.status.enumValues).toEqual([...ORDER_STATUSES]);
    expect(orderEvents.fromStatus.enumValues).toEqual([...ORDER_STATUSES]);
    expect(orderEvents.toStatus.enumValues).toEqual([...ORDER_STATUSES]);
    expect(orders.kind.enumValues).toEqual([...ORDER_KINDS]);
  });

  it('are the ones the api contract accepts and answers', () => {
    expect(orderStatusSchema.options).toEqual([...ORDER_STATUSES]);
    expect(orderSchema.shape.type.options).toEqual([...ORDER_KINDS]);
    expect(orderStatusBodySchema.shape.status.options).toEqual([...OWNER_STATUS_TARGETS]);
    expect(adminOrderDetailSchema.shape.nextStatuses.element.options).toEqual([...OWNER_STATUS_TARGETS]);
  });

  it('are what the customer and the owner filter by, after All', () => {
    expect(ORDER_STATUS_FILTERS).toEqual([
      'All',
      'Pending Payment',
      'Paid',
      'Shipped',
      'Delivered',
      'Partially Refunded',
      'Refunded',
      'Cancelled',
    ]);
    expect(ORDER_STATUS_FILTERS.slice(1)).toEqual([...ORDER_STATUSES]);
  });
});

describe('refunds and cancelling', () => {
  it('lets a partly refunded order go on from where it was: ship, then deliver', () => {
    const partly = { status: 'Partially Refunded', kind: 'regular' } as const;
    expect(nextStatuses(partly, ['Paid', 'Partially Refunded'])).toEqual(['Shipped']);
    expect(nextStatuses(partly, ['Paid', 'Shipped', 'Partially Refunded'])).toEqual(['Delivered']);
    expect(nextStatuses(partly, ['Paid', 'Shipped', 'Delivered', 'Partially Refunded'])).toEqual([]);
  });

  it('refunds an order once it is paid, until nothing is left', () => {
    const refundable = ORDER_STATUSES.filter((status) => canRefund({ status }));
    expect(refundable).toEqual(['Paid', 'Shipped', 'Delivered', 'Partially Refunded']);
  });

  it('cancels only what has not shipped: a paid order, or a backorder still waiting for payment', () => {
    const cancellable = (kind: OrderKind) => ORDER_STATUSES.filter((status) => canCancel({ status, kind }));
    expect(cancellable('regular')).toEqual(['Paid']);
    expect(cancellable('backorder')).toEqual(['Pending Payment', 'Paid']);
  });

  it('is Partially Refunded until the whole total went back', () => {
    expect(statusAfterRefund(1_000, 5_000)).toBe('Partially Refunded');
    expect(statusAfterRefund(5_000, 5_000)).toBe('Refunded');
  });
});
