import Link from 'next/link';
import { backorderPayPath } from '@/lib/constants/orders';
import { isBackorder } from '@/lib/order-filters';
import type { Order } from '@/lib/schemas/order';
import '@/app/styles/account.css';
import '@/app/styles/returns.css';

/** 'Pay now' on a backorder still waiting for its payment: the same card form as checkout. */
export function PayBackorderLink({ order }: { order: Order }) {
  if (!isBackorder(order) || order.status !== 'Pending Payment') return null;
  return (
    <Link
      href={backorderPayPath(order.id)}
      className="button order-card__pay"
      aria-label={`Pay now for order ${order.orderId}`}
      data-testid="pay-backorder"
    >
      Pay now
    </Link>
  );
}
