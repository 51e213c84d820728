'use client';

import { Field, fieldAria } from '@/components/ui/field';
import { ConfirmDialog, type ConfirmHandlers } from '@/components/ui/confirm-dialog';
import { formatPrice } from '@/lib/money';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { paidThere, refundGoesBack } from '@/lib/schemas/manual-order';
import type { RefundBody } from '@/lib/schemas/order-refunds';
import { restockSummary, useRefundForm, type ReturnableLine } from './use-refund-form';

/**
 * Which pieces go back to stock: none ticked to start with; a ticked line takes its pieces still
 * out, and how many can be lowered.
 */
function RestockItems({
  lines,
  quantities,
  error,
  onTick,
  onChange,
}: {
  lines: ReturnableLine[];
  quantities: Record<string, string>;
  error?: string;
  onTick: (key: string, ticked: boolean) => void;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <fieldset className="refund-form__items" aria-describedby={error ? 'refund-items-error' : undefined}>
      <legend>Pieces going back to stock</legend>
      {lines.map((line) => (
        <div key={line.key} className="refund-form__item">
          <label className="refund-form__check">
            <input
              type="checkbox"
              checked={line.key in quantities}
              onChange={(event) => onTick(line.key, event.target.checked)}
            />
            {line.name}
          </label>
          {line.key in quantities && (
            <input
              className="input"
              type="number"
              aria-label={line.name}
              min={1}
              max={line.quantity}
              value={quantities[line.key]}
              onChange={(event) => onChange(line.key, event.target.value)}
            />
          )}
        </div>
      ))}
      {error && (
        <p id="refund-items-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The last word before the money moves: how much, to whom, and which pieces go back. */
function RefundConfirm({
  pending,
  lines,
  refundable,
  outside,
  ...handlers
}: ConfirmHandlers & {
  pending: RefundBody;
  lines: ReturnableLine[];
  refundable: number;
  /** Paid there (cash, a card reader): the owner gives the money back, Sitka records it. */
  outside: boolean;
}) {
  const amount = formatPrice(pending.amount ?? refundable);
  return (
    <ConfirmDialog
      title={`Refund ${amount}?`}
      confirmLabel={`Refund ${amount}`}
      busyLabel="Refunding…"
      testId="refund-confirm"
      {...handlers}
    >
      <p>
        {refundGoesBack(amount, outside)}
        {pending.restock && pending.items?.length
          ? ` ${pending.items.reduce((sum, line) => sum + line.quantity, 0)} piece(s) go back to stock: ${restockSummary(lines, pending.items)}.`
          : ''}
      </p>
    </ConfirmDialog>
  );
}

/**
 * Refund: the amount (what is left, to start with; what the ticked pieces were paid once some are
 * ticked, still the owner's to change), whether pieces go back to stock and which, and a reason
 * the customer is told. Asks before the money moves, naming the pieces.
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
          onTick={form.setTicked}
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
          lines={lines}
          refundable={order.refundable}
          outside={paidThere(order.sale)}
          busy={form.busy}
          onConfirm={() => void form.confirm()}
          onCancel={form.cancel}
        />
      )}
    </form>
  );
}
