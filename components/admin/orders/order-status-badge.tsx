import { OrderStatusIcon } from '@/components/account/order-status-icon';
import '@/app/styles/account.css';

/** An order's status as My Orders shows it: its icon and name. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`order-status order-status--${status.toLowerCase().replace(/\s+/g, '-')}`}
      data-testid="order-status"
    >
      <OrderStatusIcon status={status} />
      <span>{status}</span>
    </span>
  );
}
