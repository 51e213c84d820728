/**
 * The back-office discount form's values (strings, as inputs hold them) and the api body they
 * make; dates are typed in the owner's local time and sent as instants.
 */
import type { Discount, DiscountBodyInput } from './schemas/discounts';

export type DiscountFormValues = {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  appliesTo: 'order' | 'products' | 'categories';
  productIds: string[];
  categoryIds: string[];
  minOrder: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerCustomer: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const discountFormValues = (discount?: Discount): DiscountFormValues => ({
  code: discount?.code ?? '',
  kind: discount?.kind ?? 'percent',
  value: discount ? String(discount.value) : '',
  appliesTo: discount?.appliesTo ?? 'order',
  productIds: discount?.productIds ?? [],
  categoryIds: discount?.categoryIds ?? [],
  minOrder: discount?.minOrder == null ? '' : String(discount.minOrder),
  startsAt: toLocalInput(discount?.startsAt ?? null),
  endsAt: toLocalInput(discount?.endsAt ?? null),
  usageLimit: discount?.usageLimit == null ? '' : String(discount.usageLimit),
  oncePerCustomer: discount?.oncePerCustomer ?? false,
});

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const instantOrNull = (text: string) => {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
};

/** The api's body for the form (a number typed wrong stays NaN and is refused by the schema). */
export const discountBodyOf = (values: DiscountFormValues): DiscountBodyInput => ({
  code: values.code,
  kind: values.kind,
  value: values.value.trim() === '' ? Number.NaN : Number(values.value),
  appliesTo: values.appliesTo,
  productIds: values.appliesTo === 'products' ? values.productIds : [],
  categoryIds: values.appliesTo === 'categories' ? values.categoryIds : [],
  minOrder: numberOrNull(values.minOrder),
  startsAt: instantOrNull(values.startsAt),
  endsAt: instantOrNull(values.endsAt),
  usageLimit: numberOrNull(values.usageLimit),
  oncePerCustomer: values.oncePerCustomer,
});
