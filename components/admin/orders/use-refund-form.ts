'use client';

import { useState, type FormEvent } from 'react';
import { refundOrder } from '@/lib/client/admin-orders';
import { isClientError } from '@/lib/client/stores';
import { formatPrice } from '@/lib/money';
import { lineLabel } from '@/lib/product';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { refundBodySchema, type RefundBody } from '@/lib/schemas/order-refunds';

export type RefundErrors = { amount?: string; items?: string; reason?: string; form?: string };

/**
 * The order line a returnable line stands for: the one of its product and variant; when the
 * order's lines do not say their variant, the one of its product at the same place among that
 * product's lines (both lists follow the order's lines).
 */
function itemOf(order: AdminOrderDetail, index: number) {
  const line = order.returnable[index];
  const variantId = line.variantId ?? null;
  const exact = order.items.find(
    (each) => each.productId === line.productId && (each.variantId ?? null) === variantId,
  );
  if (exact) return exact;
  const rank = order.returnable.slice(0, index).filter((each) => each.productId === line.productId).length;
  return order.items.filter((each) => each.productId === line.productId)[rank];
}

/** The pieces still out, by product and variant, named as on the order ("Ring — Size 6"). */
function returnableLines(order: AdminOrderDetail) {
  return order.returnable.map((line, index) => {
    const variantId = line.variantId ?? null;
    const item = itemOf(order, index);
    return {
      ...line,
      key: variantId ? `${line.productId}:${variantId}` : line.productId,
      name: item ? lineLabel(item) : 'Item',
    };
  });
}

export type ReturnableLine = ReturnType<typeof returnableLines>[number];

/** The form's values as the api's body, or what is wrong with them. */
function toBody(
  order: AdminOrderDetail,
  values: { amount: string; restock: boolean; quantities: Record<string, string>; reason: string },
): { body: RefundBody } | { errors: RefundErrors } {
  const amount = Number(values.amount);
  const items = returnableLines(order)
    .map((line) => ({
      productId: line.productId,
      ...(line.variantId ? { variantId: line.variantId } : {}),
      quantity: Number(values.quantities[line.key] ?? 0),
    }))
    .filter((line) => line.quantity > 0);
  const parsed = refundBodySchema.safeParse({
    amount: values.amount.trim() === '' ? Number.NaN : amount,
    restock: values.restock,
    reason: values.reason.trim() || undefined,
    items: values.restock ? items : undefined,
  });
  if (!parsed.success) {
    const errors: RefundErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof RefundErrors;
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  if (amount > order.refundable)
    return { errors: { amount: `You can refund at most ${formatPrice(order.refundable)}.` } };
  return { body: parsed.data };
}

/**
 * The refund form's values and its two steps: submit checks them and holds the body for the
 * owner to confirm; confirm sends it, and puts the api's refusal on the field it names.
 */
export function useRefundForm(order: AdminOrderDetail, onRefunded: (order: AdminOrderDetail) => void) {
  const lines = returnableLines(order);
  const [amount, setAmount] = useState(order.refundable.toFixed(2));
  const [restock, setRestock] = useState(false);
  const [quantities, setQuantities] = useState(
    Object.fromEntries(lines.map((line) => [line.key, String(line.quantity)])),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<RefundErrors>({});
  const [pending, setPending] = useState<RefundBody | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toBody(order, { amount, restock, quantities, reason });
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setPending(checked.body);
  };
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const result = await refundOrder(order.id, pending);
    setBusy(false);
    setPending(null);
    if (!isClientError(result)) return onRefunded(result);
    const field = result.field as keyof RefundErrors | undefined;
    setErrors(
      field && ['amount', 'items', 'reason'].includes(field)
        ? { [field]: result.error }
        : { form: result.error },
    );
  };
  /** Sets how many of a line (by its key) go back to stock. */
  const setQuantity = (key: string, value: string) => setQuantities({ ...quantities, [key]: value });

  return {
    lines,
    values: { amount, restock, quantities, reason },
    setAmount,
    setRestock,
    setQuantity,
    setReason,
    errors,
    pending,
    busy,
    submit,
    confirm,
    cancel: () => setPending(null),
  };
}
