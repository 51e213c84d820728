'use client';

import { Options } from '@/components/ui/field';
import { ORDER_STATUS_FILTERS, ORDER_TYPE_FILTERS } from '@/lib/constants/orders';
import type { OrderStatusFilter, OrderTypeFilter } from '@/lib/order-filters';
import '@/app/styles/account.css';

type Props<Type extends string> = {
  status: OrderStatusFilter;
  type: Type;
  onStatus: (status: OrderStatusFilter) => void;
  onType: (type: Type) => void;
  /** The Type filter's choices: the storefront's, unless the list has more kinds (the back-office's). */
  types?: readonly Type[];
};

/** The storefront's Status and Type filters of an order list, in My Orders and in the back office alike. */
export function OrderFilterSelects<Type extends string = OrderTypeFilter>({
  status,
  type,
  onStatus,
  onType,
  types = ORDER_TYPE_FILTERS as readonly string[] as readonly Type[],
}: Props<Type>) {
  const selects = [
    {
      label: 'Status',
      value: status,
      options: ORDER_STATUS_FILTERS as readonly string[],
      testId: 'order-status-filter',
      onChange: (value: string) => onStatus(value as OrderStatusFilter),
    },
    {
      label: 'Type',
      value: type,
      options: types,
      testId: 'order-type-filter',
      onChange: (value: string) => onType(value as Type),
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
