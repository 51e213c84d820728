import Link from 'next/link';
import { orderReviewPath } from '@/lib/constants/reviews';
import type { Order } from '@/lib/schemas/order';
import '@/app/styles/account.css';
import '@/app/styles/returns.css';

/** 'Review your pieces' on a delivered order: its review page, where the signed-in account needs no token. */
export function ReviewOrderLink({ order }: { order: Order }) {
  if (order.status !== 'Delivered') return null;
  return (
    <Link
      href={orderReviewPath(order.id)}
      className="order-card__return"
      aria-label={`Review the pieces of order ${order.orderId}`}
      data-testid="review-order-link"
    >
      Review your pieces
    </Link>
  );
}
