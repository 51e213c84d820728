import { OrdersList } from '@/components/account/orders-list';
import { readFlag } from '@/lib/template-view';
import type { SectionProps } from './types';

/** My Orders: the customer's orders, with status and items as the template says. */
export function OrderListSection({ settings, data }: SectionProps) {
  return (
    <OrdersList
      email={data.ordersEmail ?? null}
      showStatus={readFlag(settings, 'showStatus', true)}
      showDetails={readFlag(settings, 'showDetails', true)}
    />
  );
}
