import Link from 'next/link';
import { PAID_STATUSES } from '@/lib/order-status';
import { orderReturnPath } from '@/lib/routing';
import type { Order } from '@/lib/schemas/order';
import '@/app/styles/account.css';
import '@/app/styles/returns.css';

const PAID: readonly string[] = PAID_STATUSES;

/** 'Return or withdraw' on a paid order: its returns page, where the signed-in account needs no token. */
export function ReturnOrderLink({ order }: { order: Order }) {
  if (!PAID.includes(order.status)) return null;
  return (
    <Link
      href={orderReturnPath(order.id)}
      className="order-card__return"
      aria-label={`Return or withdraw from order ${order.orderId}`}
      data-testid="return-order-link"
    >
      Return or withdraw
    </Link>
  );
}
