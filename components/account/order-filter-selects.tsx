'use client';

import { Options } from '@/components/ui/field';
import { ORDER_STATUS_FILTERS, ORDER_TYPE_FILTERS } from '@/lib/constants/orders';
import type { OrderStatusFilter, OrderTypeFilter } from '@/lib/order-filters';

type Props = {
  status: OrderStatusFilter;
  type: OrderTypeFilter;
  onStatus: (status: OrderStatusFilter) => void;
  onType: (type: OrderTypeFilter) => void;
};

/** The storefront's Status and Type filters of an order list, in My Orders and in the back office alike. */
export function OrderFilterSelects({ status, type, onStatus, onType }: Props) {
  const selects = [
    {
      label: 'Status',
      value: status,
      options: ORDER_STATUS_FILTERS,
      testId: 'order-status-filter',
      onChange: (value: string) => onStatus(value as OrderStatusFilter),
    },
    {
      label: 'Type',
      value: type,
      options: ORDER_TYPE_FILTERS,
      testId: 'order-type-filter',
      onChange: (value: string) => onType(value as OrderTypeFilter),
    },
  ];
  return selects.map(({ label, value, options, testId, onChange }) => (
    <label key={label} className="orders__filter">
      <span>{label}</span>
      <select
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        <Options values={options} />
      </select>
    </label>
  ));
}
