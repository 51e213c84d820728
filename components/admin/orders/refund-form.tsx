'use client';

import { Field, fieldAria } from '@/components/ui/field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatPrice } from '@/lib/money';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import type { RefundBody } from '@/lib/schemas/order-refunds';
import { useRefundForm, type ReturnableLine } from './use-refund-form';

/** How many of each piece go back to stock (at most those not back yet). */
function RestockItems({
  lines,
  quantities,
  error,
  onChange,
}: {
  lines: ReturnableLine[];
  quantities: Record<string, string>;
  error?: string;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <fieldset className="refund-form__items" aria-describedby={error ? 'refund-items-error' : undefined}>
      <legend>Pieces going back to stock</legend>
      {lines.map((line) => (
        <label key={line.key} className="refund-form__item">
          <span>{line.name}</span>
          <input
            className="input"
            type="number"
            min={0}
            max={line.quantity}
            value={quantities[line.key] ?? '0'}
            onChange={(event) => onChange(line.key, event.target.value)}
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

/** The last word before the money moves: how much, to whom, and how many pieces go back. */
function RefundConfirm({
  pending,
  refundable,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: RefundBody;
  refundable: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const amount = formatPrice(pending.amount ?? refundable);
  return (
    <ConfirmDialog
      title={`Refund ${amount}?`}
      confirmLabel={`Refund ${amount}`}
      busyLabel="Refunding…"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="refund-confirm"
    >
      <p>
        {amount} goes back to the customer’s card and they are emailed. This cannot be undone.
        {pending.restock && pending.items?.length
          ? ` ${pending.items.reduce((sum, line) => sum + line.quantity, 0)} piece(s) go back to stock.`
          : ''}
      </p>
    </ConfirmDialog>
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
  const form = useRefundForm(order, onRefunded);
  const { values, errors, lines, pending } = form;

  return (
    <form
      className="refund-form"
      onSubmit={form.submit}
      noValidate
      aria-label="Refund"
      data-testid="refund-form"
    >
      <Field id="refund-amount" label="Refund amount ($)" error={errors.amount}>
        <input
          {...fieldAria('refund-amount', errors.amount)}
          className="input"
          inputMode="decimal"
          value={values.amount}
          onChange={(event) => form.setAmount(event.target.value)}
        />
      </Field>
      {lines.length > 0 && (
        <label className="refund-form__check">
          <input
            type="checkbox"
            checked={values.restock}
            onChange={(event) => form.setRestock(event.target.checked)}
          />
          Restock items
        </label>
      )}
      {values.restock && (
        <RestockItems
          lines={lines}
          quantities={values.quantities}
          error={errors.items}
          onChange={form.setQuantity}
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
          value={values.reason}
          onChange={(event) => form.setReason(event.target.value)}
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
        <RefundConfirm
          pending={pending}
          refundable={order.refundable}
          busy={form.busy}
          onConfirm={() => void form.confirm()}
          onCancel={form.cancel}
        />
      )}
    </form>
  );
}
