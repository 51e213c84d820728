'use client';

import { useRef, useState, type FormEvent } from 'react';
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

/**
 * The pieces still out, by product and variant, named as on the order ("Ring — Size 6"), with what
 * one of them was paid (its price less its share of the line's discount), in cents.
 */
function returnableLines(order: AdminOrderDetail) {
  return order.returnable.map((line, index) => {
    const variantId = line.variantId ?? null;
    const item = itemOf(order, index);
    const paidCents = item
      ? Math.round(item.price * 100) - Math.round((item.discount ?? 0) * 100) / Math.max(item.quantity, 1)
      : 0;
    return {
      ...line,
      key: variantId ? `${line.productId}:${variantId}` : line.productId,
      name: item ? lineLabel(item) : 'Item',
      paidCents: Math.max(Math.round(paidCents), 0),
    };
  });
}

export type ReturnableLine = ReturnType<typeof returnableLines>[number];

/** The pieces a refund puts back, as the confirmation names them: "Ring (size 7) ×1, Mug ×2". */
export function restockSummary(lines: ReturnableLine[], items: RefundBody['items']): string {
  return (items ?? [])
    .map((item) => {
      const line = lines.find(
        (each) => each.productId === item.productId && (each.variantId ?? null) === (item.variantId ?? null),
      );
      return `${line?.name ?? 'Item'} ×${item.quantity}`;
    })
    .join(', ');
}

/** The amount the chosen pieces were paid, in dollars as the field shows it; all that is left when none. */
function suggestedAmount(order: AdminOrderDetail, chosen: Record<string, string>): string {
  const cents = returnableLines(order).reduce(
    (sum, line) => sum + line.paidCents * Math.max(Number(chosen[line.key] ?? 0) || 0, 0),
    0,
  );
  const left = Math.round(order.refundable * 100);
  return ((cents > 0 ? Math.min(cents, left) : left) / 100).toFixed(2);
}

/** 128 random bits as hex: one press of Refund (getRandomValues works on plain http too). */
function pressKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `refund-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The form's values as the api's body, or what is wrong with them. */
function toBody(
  order: AdminOrderDetail,
  values: { amount: string; restock: boolean; quantities: Record<string, string>; reason: string },
): { body: RefundBody } | { errors: RefundErrors } {
  const amount = Number(values.amount);
  // Only the lines the owner ticked go back, each as many as they said.
  const items = returnableLines(order)
    .filter((line) => line.key in values.quantities)
    .map((line) => ({
      productId: line.productId,
      ...(line.variantId ? { variantId: line.variantId } : {}),
      quantity: Number(values.quantities[line.key]),
    }))
    .filter((line) => line.quantity !== 0);
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
 * One press of Refund, named for the api: a press sent again with the same body (after no answer,
 * or an error) keeps its key, so the api refunds it once; a new body is a new press.
 */
function usePressKeys() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: RefundBody) {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: pressKey() };
      return last.current.key;
    },
    done: () => {
      last.current = null;
    },
  };
}

/** The pieces going back to stock: none ticked to start with; a tick takes the line's pieces still out. */
function useRestockChoice(order: AdminOrderDetail, setAmount: (amount: string) => void) {
  const [restock, setRestockOn] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const choose = (next: Record<string, string>) => {
    setQuantities(next);
    setAmount(suggestedAmount(order, next));
  };
  return {
    restock,
    quantities,
    setRestock: (on: boolean) => {
      setRestockOn(on);
      if (!on && Object.keys(quantities).length) choose({});
    },
    /** Ticks a line (by its key) with its pieces still out, or unticks it. */
    setTicked: (key: string, ticked: boolean) => {
      const next = { ...quantities };
      const line = returnableLines(order).find((each) => each.key === key);
      if (ticked && line) next[key] = String(line.quantity);
      else delete next[key];
      choose(next);
    },
    /** Sets how many of a ticked line go back to stock. */
    setQuantity: (key: string, value: string) => choose({ ...quantities, [key]: value }),
  };
}

/**
 * The refund form's values and its two steps: submit checks them and holds the body for the
 * owner to confirm; confirm sends it, and puts the api's refusal on the field it names.
 */
export function useRefundForm(order: AdminOrderDetail, onRefunded: (order: AdminOrderDetail) => void) {
  const lines = returnableLines(order);
  const [amount, setAmount] = useState(order.refundable.toFixed(2));
  const choice = useRestockChoice(order, setAmount);
  const { restock, quantities } = choice;
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<RefundErrors>({});
  const [pending, setPending] = useState<RefundBody | null>(null);
  const [busy, setBusy] = useState(false);
  const presses = usePressKeys();

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
    const result = await refundOrder(order.id, pending, presses.keyFor(pending));
    setBusy(false);
    setPending(null);
    if (!isClientError(result)) {
      presses.done();
      return onRefunded(result);
    }
    const field = result.field as keyof RefundErrors | undefined;
    setErrors(
      field && ['amount', 'items', 'reason'].includes(field)
        ? { [field]: result.error }
        : { form: result.error },
    );
  };

  return {
    lines,
    values: { amount, restock, quantities, reason },
    setAmount,
    setRestock: choice.setRestock,
    setTicked: choice.setTicked,
    setQuantity: choice.setQuantity,
    setReason,
    errors,
    pending,
    busy,
    submit,
    confirm,
    cancel: () => setPending(null),
  };
}
