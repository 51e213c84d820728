'use client';

import { useState, type FormEvent } from 'react';
import { Field, fieldAria } from '@/components/ui/field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { refundOrder } from '@/lib/client/admin-orders';
import { isClientError } from '@/lib/client/stores';
import { formatPrice } from '@/lib/money';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { refundBodySchema, type RefundBody } from '@/lib/schemas/order-refunds';

type Errors = { amount?: string; items?: string; reason?: string; form?: string };

/** The pieces still out, by product, named as on the order. */
function returnableLines(order: AdminOrderDetail) {
  return order.returnable.map((line) => ({
    ...line,
    name: order.items.find((item) => item.productId === line.productId)?.name ?? 'Item',
  }));
}

/** The form's values as the api's body, or what is wrong with them. */
function toBody(
  order: AdminOrderDetail,
  values: { amount: string; restock: boolean; quantities: Record<string, string>; reason: string },
): { body: RefundBody } | { errors: Errors } {
  const amount = Number(values.amount);
  const items = Object.entries(values.quantities)
    .map(([productId, quantity]) => ({ productId, quantity: Number(quantity) }))
    .filter((line) => line.quantity > 0);
  const parsed = refundBodySchema.safeParse({
    amount: values.amount.trim() === '' ? Number.NaN : amount,
    restock: values.restock,
    reason: values.reason.trim() || undefined,
    items: values.restock ? items : undefined,
  });
  if (!parsed.success) {
    const errors: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof Errors;
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  if (amount > order.refundable)
    return { errors: { amount: `You can refund at most ${formatPrice(order.refundable)}.` } };
  return { body: parsed.data };
}

/** How many of each piece go back to stock (at most those not back yet). */
function RestockItems({
  lines,
  quantities,
  error,
  onChange,
}: {
  lines: ReturnType<typeof returnableLines>;
  quantities: Record<string, string>;
  error?: string;
  onChange: (productId: string, value: string) => void;
}) {
  return (
    <fieldset className="refund-form__items" aria-describedby={error ? 'refund-items-error' : undefined}>
      <legend>Pieces going back to stock</legend>
      {lines.map((line) => (
        <label key={line.productId} className="refund-form__item">
          <span>{line.name}</span>
          <input
            className="input"
            type="number"
            min={0}
            max={line.quantity}
            value={quantities[line.productId] ?? '0'}
            onChange={(event) => onChange(line.productId, event.target.value)}
          />
        </label>
      ))}
      {error && (
        <p id="refund-items-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Refund: the amount (what is left, to start with), whether pieces go back to stock and how many
 * of each, and a reason the customer is told. Asks before the money moves.
 */
export function RefundForm({
  order,
  onRefunded,
}: {
  order: AdminOrderDetail;
  onRefunded: (order: AdminOrderDetail) => void;
}) {
  const lines = returnableLines(order);
  const [amount, setAmount] = useState(order.refundable.toFixed(2));
  const [restock, setRestock] = useState(false);
  const [quantities, setQuantities] = useState(
    Object.fromEntries(lines.map((line) => [line.productId, String(line.quantity)])),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
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
    const field = result.field as keyof Errors | undefined;
    setErrors(
      field && ['amount', 'items', 'reason'].includes(field)
        ? { [field]: result.error }
        : { form: result.error },
    );
  };

  return (
    <form className="refund-form" onSubmit={submit} noValidate aria-label="Refund" data-testid="refund-form">
      <Field id="refund-amount" label="Refund amount ($)" error={errors.amount}>
        <input
          {...fieldAria('refund-amount', errors.amount)}
          className="input"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Field>
      {lines.length > 0 && (
        <label className="refund-form__check">
          <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} />
          Restock items
        </label>
      )}
      {restock && (
        <RestockItems
          lines={lines}
          quantities={quantities}
          error={errors.items}
          onChange={(productId, value) => setQuantities({ ...quantities, [productId]: value })}
        />
      )}
      <Field
        id="refund-reason"
        label="Reason for refund (optional, told to the customer)"
        error={errors.reason}
      >
        <input
          {...fieldAria('refund-reason', errors.reason)}
          className="input"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      {errors.form && (
        <p className="auth-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button">
        Refund
      </button>
      {pending && (
        <ConfirmDialog
          title={`Refund ${formatPrice(pending.amount ?? order.refundable)}?`}
          confirmLabel={`Refund ${formatPrice(pending.amount ?? order.refundable)}`}
          busyLabel="Refunding…"
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
          testId="refund-confirm"
        >
          <p>
            {formatPrice(pending.amount ?? order.refundable)} goes back to the customer’s card and they are
            emailed. This cannot be undone.
            {pending.restock && pending.items?.length
              ? ` ${pending.items.reduce((sum, line) => sum + line.quantity, 0)} piece(s) go back to stock.`
              : ''}
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
